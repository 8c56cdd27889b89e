import { useState, type ReactNode } from 'react';
import type { PageDetail } from '@upline/contract/content';
import { preloadSanitizer, SafeHtml } from '../../../shared/ui/safe-html';
import { BotanicalArt } from './botanical-art';

// This part shows content HTML: the sanitiser starts loading with its chunk, beside the content's request.
preloadSanitizer();

interface HomeHeroProps {
  /** The server's home-hero block, when it has one; it replaces the built-in copy. */
  page: PageDetail | null;
  fallback: { eyebrow: string; headline: string; text: string };
  actions: ReactNode;
}

const demoHeroImage = '/demo/hero.svg';

/** Words joined by a hyphen ('Sentez-vous') stay on one line in a heading: non-breaking hyphens. */
export function keepHyphenatedWords(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1\u2011');
}

/** The Home hero: headline, text, calls to action and the banner image. */
export function HomeHero({ page, fallback, actions }: HomeHeroProps) {
  const image = page?.page_banner_url ?? demoHeroImage;
  const [isImageMissing, setIsImageMissing] = useState(false);

  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-cream">
      <div aria-hidden="true" className="absolute -top-32 -right-32 size-96 rounded-full bg-sage-light/70 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-24 size-80 rounded-full bg-gold-light/40 blur-2xl" />
      <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-ink-muted uppercase">{fallback.eyebrow}</p>
          <h1 id="home-hero-title" className="mt-3 text-4xl leading-tight sm:text-5xl lg:text-6xl">
            {keepHyphenatedWords(page?.name || fallback.headline)}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted sm:text-xl">{page?.page_subheading || fallback.text}</p>
          {page?.page_content && <SafeHtml html={page.page_content} className="prose-content mt-4 max-w-xl" />}
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        {isImageMissing ? (
          <BotanicalArt className="mx-auto w-full max-w-md drop-shadow-sm lg:max-w-xl" />
        ) : (
          <img
            src={image}
            alt=""
            width={1200}
            height={1000}
            fetchPriority="high"
            decoding="async"
            onError={() => setIsImageMissing(true)}
            className="mx-auto aspect-[6/5] h-auto w-full max-w-xl rounded-[2rem] object-cover shadow-lg"
          />
        )}
      </div>
    </section>
  );
}
