import { useId } from 'react';
import type { StorySection } from '@upline/contract/catalogue';
import { VideoLite } from './video-lite';

type Video = Extract<StorySection, { kind: 'videos' }>['videos'][number];

/** A product's short videos, two by two on wide screens. */
export function VideosSection({ heading, videos }: { heading: string; videos: readonly Video[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-sage-light/50 py-14">
      <div className="container-page">
        <h2 id={headingId} className="text-center text-2xl sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {videos.map((video) => (
            <li key={video.url}>
              <VideoLite title={video.title} url={video.url} posterUrl={video.poster_url} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
