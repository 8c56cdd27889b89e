import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerUrl } from '../lib/product-player';
import { PlayIcon } from './catalogue-icons';

interface VideoLiteProps {
  title: string;
  url: string;
  posterUrl: string;
}

/**
 * A video as its local poster and a play button; the player (youtube-nocookie or Vimeo) is
 * framed only when the shopper presses play, so the page itself calls no other site.
 */
export function VideoLite({ title, url, posterUrl }: VideoLiteProps) {
  const { t } = useTranslation('catalogue');
  const [isPlaying, setIsPlaying] = useState(false);
  const player = playerUrl(url);

  return (
    <figure className="flex h-full flex-col">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-dark shadow-sm">
        {isPlaying && player ? (
          <iframe
            src={player}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            disabled={!player}
            onClick={() => setIsPlaying(true)}
            aria-label={t('videos.play', { title })}
            className="group absolute inset-0 size-full"
          >
            <img src={posterUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
            {player && (
              // In a corner: posters often draw their own play mark in the middle.
              <span className="absolute bottom-3 left-3 inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand px-3 text-sm font-semibold text-cream shadow-md transition-colors group-hover:bg-brand-dark">
                <PlayIcon className="size-4" />
                {t('videos.playLabel')}
              </span>
            )}
          </button>
        )}
      </div>
      <figcaption className="mt-3 font-semibold text-ink">{title}</figcaption>
    </figure>
  );
}
