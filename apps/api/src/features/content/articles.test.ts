import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import {
  blogDetailsResponseSchema,
  blogListResponseSchema,
  pageResponseSchema,
  pressReleaseDetailsResponseSchema,
  pressReleasesListResponseSchema,
  teamMembersResponseSchema,
  testimonialsResponseSchema,
} from '@upline/contract/content';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
const hostileHtml = '<h2 id="launch">Launch</h2><p onclick="x()">Body</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>';

async function addPressRelease(slug: string, publishedOn: string, texts: Partial<Record<'en' | 'fr', string>>, isPublished = true) {
  const [row] = await t.handle.db
    .insert(schema.pressReleases)
    .values({ slug, publishedOn, imageUrl: `/media/press/${slug}.jpg`, isPublished })
    .returning({ id: schema.pressReleases.id });
  if (!row) throw new Error('insert failed');
  for (const [lang, title] of Object.entries(texts)) {
    await t.handle.db.insert(schema.pressReleaseTranslations).values({
      pressReleaseId: row.id,
      lang,
      title,
      preview: `${title} preview`,
      content: `<p>${title}</p>${hostileHtml}`,
    });
  }
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-21
  await addPressRelease('spring-launch', '2026-03-04', { en: 'Spring launch', fr: 'Lancement du printemps' });
  await addPressRelease('winter-award', '2025-12-01', { en: 'Winter award' });
  await addPressRelease('next-year', '2026-12-25', { en: 'Scheduled' });
  await addPressRelease('withdrawn', '2026-01-10', { en: 'Withdrawn' }, false);

  const [blog] = await t.handle.db
    .insert(schema.blogPosts)
    .values({ slug: 'hydration-tips', publishedOn: '2026-06-15', imageUrl: null })
    .returning({ id: schema.blogPosts.id });
  await t.handle.db.insert(schema.blogPostTranslations).values([
    { blogPostId: blog!.id, lang: 'en', title: 'Hydration tips', preview: 'Drink water', content: hostileHtml },
    { blogPostId: blog!.id, lang: 'fr', title: "Conseils d'hydratation", preview: "Buvez de l'eau", content: hostileHtml },
  ]);
  const [older] = await t.handle.db
    .insert(schema.blogPosts)
    .values({ slug: 'enzymes-101', publishedOn: '2026-02-01', imageUrl: '/media/blog/enzymes.jpg' })
    .returning({ id: schema.blogPosts.id });
  await t.handle.db.insert(schema.blogPostTranslations).values({ blogPostId: older!.id, lang: 'en', title: 'Enzymes 101', preview: 'Digest', content: '<p>x</p>' });
});
afterAll(async () => t.close());

describe('GET /api/press-releases-list/{lang}', () => {
  it('lists published press releases newest first, without scheduled or withdrawn ones', async () => {
    const res = await t.app.inject('/api/press-releases-list');
    expect(res.statusCode).toBe(200);
    const body = pressReleasesListResponseSchema.parse(res.json());
    const slugs = body.press_release_contents.map((p) => p.slug);
    expect(slugs.indexOf('spring-launch')).toBeLessThan(slugs.indexOf('winter-award'));
    expect(slugs).not.toContain('next-year');
    expect(slugs).not.toContain('withdrawn');
    expect(body.press_release_contents.find((p) => p.slug === 'spring-launch')).toMatchObject({
      title: 'Spring launch',
      formatted_date: 'March 4, 2026',
      content_preview: 'Spring launch preview',
      image_url: '/media/press/spring-launch.jpg',
    });
  });

  it('answers in French with French dates, falling back to English text where no French exists', async () => {
    const body = pressReleasesListResponseSchema.parse((await t.app.inject('/api/press-releases-list/fr')).json());
    expect(body.press_release_contents.find((p) => p.slug === 'spring-launch')).toMatchObject({
      title: 'Lancement du printemps',
      formatted_date: '4 mars 2026',
    });
    expect(body.press_release_contents.find((p) => p.slug === 'winter-award')).toMatchObject({
      title: 'Winter award',
      formatted_date: '1 décembre 2025',
    });
  });

  it('shows a scheduled press release once its date has come', async () => {
    t.clock.set(new Date('2026-12-25T08:00:00Z'));
    try {
      const body = pressReleasesListResponseSchema.parse((await t.app.inject('/api/press-releases-list')).json());
      const slugs = body.press_release_contents.map((p) => p.slug);
      expect(slugs).toContain('next-year');
      expect(slugs.indexOf('next-year')).toBeLessThan(slugs.indexOf('spring-launch'));
    } finally {
      t.clock.set(new Date('2026-11-21T12:00:00Z'));
    }
  });

  it('refuses an unknown language with 400', async () => {
    const res = await t.app.inject('/api/press-releases-list/xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknown_language');
  });
});

describe('GET /api/press-releases-details/{slug}/{lang}', () => {
  it('answers a one-element list with the sanitised content', async () => {
    const res = await t.app.inject('/api/press-releases-details/spring-launch/fr');
    expect(res.statusCode).toBe(200);
    const body = pressReleaseDetailsResponseSchema.parse(res.json());
    expect(body.press_release_contents).toHaveLength(1);
    const item = body.press_release_contents[0]!;
    expect(item.title).toBe('Lancement du printemps');
    expect(item.content).toContain('<h2 id="launch">Launch</h2>');
    expect(item.content).not.toMatch(/script|onclick|javascript:/i);
  });

  it('answers 404 for an unknown, scheduled or withdrawn slug and 400 for a malformed one', async () => {
    for (const slug of ['no-such-release', 'next-year', 'withdrawn']) {
      const res = await t.app.inject(`/api/press-releases-details/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await t.app.inject('/api/press-releases-details/Bad_Slug')).statusCode).toBe(400);
    expect((await t.app.inject('/api/press-releases-details/spring-launch/xx')).statusCode).toBe(400);
  });
});

describe('GET /api/blog-list and /api/blog-details/{slug}', () => {
  it('lists blog posts newest first under blog_list', async () => {
    const body = blogListResponseSchema.parse((await t.app.inject('/api/blog-list/en')).json());
    const slugs = body.blog_list.map((b) => b.slug);
    expect(slugs.indexOf('hydration-tips')).toBeGreaterThanOrEqual(0);
    expect(slugs.indexOf('hydration-tips')).toBeLessThan(slugs.indexOf('enzymes-101'));
    const times = body.blog_list.map((b) => Date.parse(`${b.formatted_date} UTC`));
    expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
    expect(body.blog_list.find((b) => b.slug === 'hydration-tips')).toMatchObject({
      formatted_date: 'June 15, 2026',
      image_url: null,
      content_preview: 'Drink water',
    });
  });

  it('answers one post under blog_content, sanitised, in the requested language', async () => {
    const body = blogDetailsResponseSchema.parse((await t.app.inject('/api/blog-details/hydration-tips/fr')).json());
    expect(body.blog_content[0]).toMatchObject({ title: "Conseils d'hydratation", formatted_date: '15 juin 2026' });
    expect(body.blog_content[0]?.content).not.toMatch(/<script|onclick|javascript:/i);
    expect((await t.app.inject('/api/blog-details/nothing-here')).statusCode).toBe(404);
    expect((await t.app.inject('/api/blog-list/zz')).statusCode).toBe(400);
  });
});

describe('GET /api/page/{slug}: content sanitised on the way out', () => {
  it('removes hostile markup even when it reached the database', async () => {
    const [page] = await t.handle.db.insert(schema.cmsPages).values({ slug: 'hostile-page' }).returning({ id: schema.cmsPages.id });
    await t.handle.db.insert(schema.cmsPageTranslations).values({
      pageId: page!.id,
      lang: 'en',
      name: 'Hostile',
      content: `${hostileHtml}<iframe src="https://evil.test/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/v1"></iframe>`,
    });
    const body = pageResponseSchema.parse((await t.app.inject('/api/page/hostile-page')).json());
    const html = body.page_details[0]!.page_content;
    expect(html).toContain('<h2 id="launch">Launch</h2>');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/v1"');
    expect(html).not.toMatch(/<script|onclick|javascript:|evil\.test/i);
  });
});

describe('GET /api/team-members and /api/testimonials (extensions)', () => {
  beforeAll(async () => {
    const db = t.handle.db;
    const [second] = await db
      .insert(schema.teamMembers)
      .values({ name: 'Bea Second', email: 'bea@upline.test', imageUrl: null, position: 20 })
      .returning({ id: schema.teamMembers.id });
    const [first] = await db
      .insert(schema.teamMembers)
      .values({ name: 'Al First', email: 'al@upline.test', imageUrl: '/media/team/al.jpg', position: 10 })
      .returning({ id: schema.teamMembers.id });
    await db.insert(schema.teamMemberTranslations).values([
      { teamMemberId: first!.id, lang: 'en', title: 'Founder', bio: 'Started it' },
      { teamMemberId: first!.id, lang: 'fr', title: 'Fondateur', bio: "L'a fondée" },
      { teamMemberId: second!.id, lang: 'en', title: 'Chemist', bio: 'Formulas' },
    ]);
    const [athlete] = await db
      .insert(schema.testimonials)
      .values({ name: 'Zed Rower', imageUrl: '/media/t/zed.jpg', position: 1000 })
      .returning({ id: schema.testimonials.id });
    const [hidden] = await db
      .insert(schema.testimonials)
      .values({ name: 'Hidden Person', isPublished: false, position: 1001 })
      .returning({ id: schema.testimonials.id });
    await db.insert(schema.testimonialTranslations).values([
      { testimonialId: athlete!.id, lang: 'en', title: 'Olympic rower', quote: 'It works.' },
      { testimonialId: athlete!.id, lang: 'fr', title: 'Rameur olympique', quote: 'Ça marche.' },
      { testimonialId: hidden!.id, lang: 'en', title: 'x', quote: 'y' },
    ]);
  });

  it('lists team members in their order with position, image, bio and e-mail, translated where possible', async () => {
    const en = teamMembersResponseSchema.parse((await t.app.inject('/api/team-members')).json());
    const ours = en.team_members.filter((m) => m.email.endsWith('@upline.test') && ['Al First', 'Bea Second'].includes(m.name));
    expect(ours).toEqual([
      { name: 'Al First', position: 'Founder', image: '/media/team/al.jpg', bio: 'Started it', email: 'al@upline.test' },
      { name: 'Bea Second', position: 'Chemist', image: null, bio: 'Formulas', email: 'bea@upline.test' },
    ]);
    const fr = teamMembersResponseSchema.parse((await t.app.inject('/api/team-members/fr')).json());
    expect(fr.team_members.find((m) => m.name === 'Al First')?.position).toBe('Fondateur');
    expect(fr.team_members.find((m) => m.name === 'Bea Second')?.position).toBe('Chemist');
    expect((await t.app.inject('/api/team-members/xx')).statusCode).toBe(400);
  });

  it('lists published testimonials only, in the requested language', async () => {
    const fr = testimonialsResponseSchema.parse((await t.app.inject('/api/testimonials/fr')).json());
    expect(fr.testimonials.find((x) => x.name === 'Zed Rower')).toEqual({
      name: 'Zed Rower',
      title: 'Rameur olympique',
      quote: 'Ça marche.',
      image_url: '/media/t/zed.jpg',
    });
    expect(fr.testimonials.map((x) => x.name)).not.toContain('Hidden Person');
  });
});
