import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadSanitizer, SafeHtml } from '../../../shared/ui/safe-html';
import { playLiteEmbed, toLiteEmbeds } from '../lib/lite-embeds';

// This part shows content HTML: the sanitiser starts loading with its chunk, beside the content's request.
preloadSanitizer();

interface RichContentProps {
  html: string;
  className?: string;
}

/**
 * Content HTML (CMS pages, press releases, blog posts): sanitised, with embedded videos shown
 * as lite embeds that load their player only when pressed.
 */
export function RichContent({ html, className = 'prose-content' }: RichContentProps) {
  const { t } = useTranslation('content');
  const prepare = useCallback(
    (content: DocumentFragment) => toLiteEmbeds(content, (title) => t('video.play', { title }), t('video.untitled')),
    [t],
  );
  const play = (event: MouseEvent<HTMLElement>) => {
    const poster = (event.target as Element).closest<HTMLElement>('[data-embed-src]');
    if (poster && event.currentTarget.contains(poster)) playLiteEmbed(poster);
  };
  return <SafeHtml html={html} className={className} prepare={prepare} onClick={play} />;
}
