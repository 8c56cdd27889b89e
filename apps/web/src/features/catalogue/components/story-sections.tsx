import type { StorySection } from '@upline/contract/catalogue';
import { BeforeAfterSlider } from './before-after-slider';
import { VideosSection } from './videos-section';

type StoryKind<K extends StorySection['kind']> = Extract<StorySection, { kind: K }>;

function StoryBlock({ section, isFlipped }: { section: StoryKind<'story'>; isFlipped: boolean }) {
  return (
    <section className="py-10 sm:py-14">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
        <img
          src={section.image_url}
          alt=""
          loading="lazy"
          decoding="async"
          className={`aspect-[4/3] w-full rounded-3xl bg-white object-cover shadow-sm ${isFlipped ? 'lg:order-2' : ''}`}
        />
        <div>
          <h2 className="text-2xl sm:text-3xl">{section.heading}</h2>
          <p className="mt-4 text-lg leading-8 text-ink-muted">{section.body}</p>
        </div>
      </div>
    </section>
  );
}

/** A product's landing sections, in the order the product data lists them (rules are data). */
export function StorySections({ sections }: { sections: readonly StorySection[] }) {
  if (sections.length === 0) return null;
  let stories = 0;
  return (
    <div className="bg-cream">
      {sections.map((section, index) => {
        const key = `${section.kind}-${index}`;
        switch (section.kind) {
          case 'story':
            stories += 1;
            return <StoryBlock key={key} section={section} isFlipped={stories % 2 === 0} />;
          case 'beforeAfter':
            return <BeforeAfterSlider key={key} heading={section.heading} beforeUrl={section.before_url} afterUrl={section.after_url} />;
          case 'videos':
            return <VideosSection key={key} heading={section.heading} videos={section.videos} />;
        }
      })}
    </div>
  );
}
