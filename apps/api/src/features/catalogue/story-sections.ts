import { z } from 'zod';
import type { StorySection } from '@upline/contract/catalogue';

// Story sections are stored as JSON with every language's text side by side
// ({ heading: { en, fr }, body: { en, fr }, imageUrl }). The answer carries one language.

/** Text in several languages, or one plain text for every language. */
const storedText = z.union([z.string(), z.record(z.string(), z.string())]);

const storedSection = {
  story: z.object({ heading: storedText, body: storedText, imageUrl: z.string() }),
  beforeAfter: z.object({ heading: storedText, beforeUrl: z.string(), afterUrl: z.string() }),
  videos: z.object({
    heading: storedText,
    videos: z.array(z.object({ title: storedText, url: z.string(), posterUrl: z.string() })),
  }),
};

export interface StoredStorySection {
  kind: 'story' | 'beforeAfter' | 'videos';
  data: unknown;
}

/** Picks `lang`, else the default language, else any text. */
export function pickText(text: z.infer<typeof storedText>, lang: string, defaultLang: string): string {
  if (typeof text === 'string') return text;
  return text[lang] ?? text[defaultLang] ?? Object.values(text)[0] ?? '';
}

/**
 * The section in one language, or null when its stored data does not have the shape of its
 * kind (a malformed section is left out rather than breaking the whole product page).
 */
export function localiseStorySection(section: StoredStorySection, lang: string, defaultLang: string): StorySection | null {
  const t = (text: z.infer<typeof storedText>) => pickText(text, lang, defaultLang);
  switch (section.kind) {
    case 'story': {
      const parsed = storedSection.story.safeParse(section.data);
      if (!parsed.success) return null;
      const d = parsed.data;
      return { kind: 'story', heading: t(d.heading), body: t(d.body), image_url: d.imageUrl };
    }
    case 'beforeAfter': {
      const parsed = storedSection.beforeAfter.safeParse(section.data);
      if (!parsed.success) return null;
      const d = parsed.data;
      return { kind: 'beforeAfter', heading: t(d.heading), before_url: d.beforeUrl, after_url: d.afterUrl };
    }
    case 'videos': {
      const parsed = storedSection.videos.safeParse(section.data);
      if (!parsed.success) return null;
      const d = parsed.data;
      return {
        kind: 'videos',
        heading: t(d.heading),
        videos: d.videos.map((v) => ({ title: t(v.title), url: v.url, poster_url: v.posterUrl })),
      };
    }
    default:
      return null;
  }
}
