import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Testimonial } from '@upline/contract/content';

/** The published expert testimonials in `lang`, field by field falling back to the default language. */
export async function listTestimonials(db: Database, lang: string, defaultLang: string): Promise<Testimonial[]> {
  const { testimonials: x, testimonialTranslations } = schema;
  const t = alias(testimonialTranslations, 't');
  const d = alias(testimonialTranslations, 'd');
  const rows = await db
    .select({
      name: x.name,
      title: sql<string>`coalesce(${t.title}, ${d.title}, '')`,
      quote: sql<string | null>`coalesce(${t.quote}, ${d.quote})`,
      image_url: x.imageUrl,
    })
    .from(x)
    .leftJoin(t, and(eq(t.testimonialId, x.id), eq(t.lang, lang)))
    .leftJoin(d, and(eq(d.testimonialId, x.id), eq(d.lang, defaultLang)))
    .where(eq(x.isPublished, true))
    .orderBy(asc(x.position), asc(x.id));
  // A testimonial without a quote in any language has nothing to show.
  return rows.flatMap((r) => (r.quote === null ? [] : [{ ...r, quote: r.quote }]));
}
