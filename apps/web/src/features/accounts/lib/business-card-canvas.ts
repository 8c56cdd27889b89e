import { CARD, CARD_HEIGHT, CARD_WIDTH, markShape, type CardFace, type CardOp } from './business-card-layout';

// Draws a card face on a canvas: the live preview, and the PNG. The brand's web fonts are used
// once the page has them (cardFontsReady), with the same fall-backs as the site.

const families = {
  serif: "Lora, Georgia, 'Times New Roman', serif",
  sans: "'Inter Variable', Helvetica, Arial, sans-serif",
} as const;

/** Resolves when the card's fonts are loaded (or could not be: the fall-backs are drawn then). */
export async function cardFontsReady(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await Promise.allSettled([document.fonts.load(`600 16px Lora`), document.fonts.load(`700 16px 'Inter Variable'`), document.fonts.load(`400 16px 'Inter Variable'`)]);
}

function drawText(ctx: CanvasRenderingContext2D, op: Extract<CardOp, { kind: 'text' }>, dpi: number) {
  const font = (points: number) => `${op.isBold ? (op.font === 'serif' ? 600 : 700) : 400} ${(points / 72) * dpi}px ${families[op.font]}`;
  ctx.font = font(op.size);
  ctx.letterSpacing = `${((op.letterSpacing ?? 0) / 72) * dpi}px`;
  const width = ctx.measureText(op.text).width;
  const maxWidth = op.maxWidth * dpi;
  if (width > maxWidth) ctx.font = font((op.size * maxWidth) / width);
  ctx.fillStyle = op.color;
  ctx.textAlign = op.align ?? 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(op.text, op.x * dpi, op.y * dpi);
}

function drawMark(ctx: CanvasRenderingContext2D, op: Extract<CardOp, { kind: 'mark' }>, dpi: number) {
  const scale = (op.size * dpi) / markShape.unit;
  const at = (x: number, y: number): [number, number] => [op.x * dpi + x * scale, op.y * dpi + y * scale];
  ctx.beginPath();
  ctx.moveTo(...at(markShape.leaf.start[0], markShape.leaf.start[1]));
  for (const [x1, y1, x2, y2, x3, y3] of markShape.leaf.curves) ctx.bezierCurveTo(...at(x1, y1), ...at(x2, y2), ...at(x3, y3));
  ctx.closePath();
  ctx.fillStyle = op.leaf;
  ctx.fill();
  ctx.strokeStyle = op.arrow;
  ctx.lineWidth = markShape.arrowWidth * scale;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const line of markShape.arrow) {
    ctx.beginPath();
    line.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(...at(x, y)) : ctx.lineTo(...at(x, y))));
    ctx.stroke();
  }
}

function drawQr(ctx: CanvasRenderingContext2D, op: Extract<CardOp, { kind: 'qr' }>, dpi: number) {
  const count = op.modules.length;
  // Whole-pixel module edges, so that neighbouring modules meet without seams.
  const edge = (index: number) => Math.round((op.x + (op.size * index) / count) * dpi);
  const edgeY = (index: number) => Math.round((op.y + (op.size * index) / count) * dpi);
  ctx.fillStyle = op.color;
  op.modules.forEach((row, r) =>
    row.forEach((isDark, c) => {
      if (isDark) ctx.fillRect(edge(c), edgeY(r), edge(c + 1) - edge(c), edgeY(r + 1) - edgeY(r));
    }),
  );
}

/** Draws a face with its bleed at `dpi` pixels per inch, its top-left corner at the canvas origin. */
export function drawCardFace(ctx: CanvasRenderingContext2D, face: CardFace, dpi: number): void {
  ctx.save();
  ctx.fillStyle = face.background;
  ctx.fillRect(0, 0, CARD_WIDTH * dpi, CARD_HEIGHT * dpi);
  for (const op of face.ops) {
    if (op.kind === 'rect') {
      ctx.fillStyle = op.fill;
      ctx.beginPath();
      ctx.roundRect(op.x * dpi, op.y * dpi, op.w * dpi, op.h * dpi, (op.radius ?? 0) * dpi);
      ctx.fill();
    } else if (op.kind === 'line') {
      ctx.strokeStyle = op.stroke;
      ctx.lineWidth = op.width * dpi;
      ctx.beginPath();
      ctx.moveTo(op.x1 * dpi, op.y1 * dpi);
      ctx.lineTo(op.x2 * dpi, op.y2 * dpi);
      ctx.stroke();
    } else if (op.kind === 'text') drawText(ctx, op, dpi);
    else if (op.kind === 'mark') drawMark(ctx, op, dpi);
    else drawQr(ctx, op, dpi);
  }
  ctx.restore();
}

/** A face alone with its bleed, as a PNG data URL (the PDF's stand-in for text its fonts cannot set). */
export function cardFaceDataUrl(face: CardFace, dpi: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(CARD_WIDTH * dpi);
  canvas.height = Math.round(CARD_HEIGHT * dpi);
  drawCardFace(canvas.getContext('2d')!, face, dpi);
  return canvas.toDataURL('image/png');
}

/** Front above back, each cut to the 3.5 x 2 in trim, at 300 dpi: the card as an image to share. */
export async function cardPng(front: CardFace, back: CardFace, dpi = 300): Promise<Blob> {
  const gap = 0.2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(CARD.trimWidth * dpi);
  canvas.height = Math.round((2 * CARD.trimHeight + gap) * dpi);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  [front, back].forEach((face, index) => {
    ctx.save();
    ctx.translate(-CARD.bleed * dpi, (index * (CARD.trimHeight + gap) - CARD.bleed) * dpi);
    ctx.beginPath();
    ctx.rect(CARD.bleed * dpi, CARD.bleed * dpi, CARD.trimWidth * dpi, CARD.trimHeight * dpi);
    ctx.clip();
    drawCardFace(ctx, face, dpi);
    ctx.restore();
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card image could not be made'))), 'image/png'));
}

/** Draws a face cut to its trim (as the card will look once cut) on a canvas of trim size. */
export function drawCardTrim(ctx: CanvasRenderingContext2D, face: CardFace, dpi: number): void {
  ctx.save();
  ctx.translate(-CARD.bleed * dpi, -CARD.bleed * dpi);
  drawCardFace(ctx, face, dpi);
  ctx.restore();
}
