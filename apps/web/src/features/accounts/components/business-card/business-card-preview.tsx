import { useEffect, useRef } from 'react';
import { CARD, type CardFace } from '../../lib/business-card-layout';
import { drawCardTrim } from '../../lib/business-card-canvas';

/** Pixels per inch of the preview: sharp at 2x on a phone and at the preview's widest. */
const previewDpi = 220;

/** One face of the card as it will look once cut, redrawn whenever the face changes. */
export function CardFacePreview({ face, caption, description, fontsVersion, testId }: { face: CardFace; caption: string; description: string; fontsVersion: number; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawCardTrim(ctx, face, previewDpi);
  }, [face, fontsVersion]);
  return (
    <figure className="m-0">
      <canvas
        ref={canvas}
        width={Math.round(CARD.trimWidth * previewDpi)}
        height={Math.round(CARD.trimHeight * previewDpi)}
        role="img"
        aria-label={description}
        data-testid={testId}
        className="aspect-[7/4] w-full rounded-lg shadow-md ring-1 ring-cream-dark"
      />
      <figcaption className="mt-2 text-center text-xs font-semibold tracking-wider text-ink-muted uppercase">{caption}</figcaption>
    </figure>
  );
}
