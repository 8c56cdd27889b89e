import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { blogDetailsResponseSchema, blogListResponseSchema, pressReleaseDetailsResponseSchema } from '@upline/contract/content';
import { adminArticleAnswerSchema, adminArticleListSchema, articleSavedSchema } from '@upline/contract/content-admin-articles';
import type { TestApp } from '../../../test/helpers.js';
import { createStaffTestApp, type Headers, type StaffMethod, type StaffSend, type StaffTestApp } from '../../../test/staff-test-app.js';

let t: TestApp;
let member: Headers;
let staffId: number;
let send: StaffSend;
let auditRowsOf: StaffTestApp['auditRows'];

beforeAll(async () => {
  ({ t, member, staffId, send, auditRows: auditRowsOf } = await createStaffTestApp());
});
afterAll(async () => t.close());

const auditRows = (entity: string, entityId: number) => auditRowsOf(entity, entityId);

const articleCount = async () =>
  (await t.handle.db.select({ id: schema.blogPosts.id }).from(schema.blogPosts)).length + (await t.handle.db.select({ id: schema.pressReleases.id }).from(schema.pressReleases)).length;

const body = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  published_on: '2026-11-20',
  image_url: null,
  is_published: true,
  translations: {
    en: { title: 'Winter immunity', preview: 'Five habits for the cold months.', content: '<p>Sleep, move, eat well.</p>' },
    fr: { title: 'Immunité hivernale', preview: 'Cinq habitudes pour les mois froids.', content: '<p>Dormir, bouger, bien manger.</p>' },
  },
  ...extra,
});

describe('staff article calls: the admin role is checked on the server', () => {
  const calls: [StaffMethod, string, unknown][] = [
    ['GET', 'admin/content/articles/blog', undefined],
    ['GET', 'admin/content/articles/press/1', undefined],
    ['POST', 'admin/content/articles/blog', body('guest-post')],
    ['PUT', 'admin/content/articles/press/1', body('guest-post')],
  ];
  it.each(calls)('%s %s answers 401 to a guest and 403 to a member, and changes nothing', async (method, url, payload) => {
    const before = await articleCount();
    const guest = await send(method, url, payload, {});
    expect(guest.statusCode).toBe(401);
    const asMember = await send(method, url, payload, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
    expect(await articleCount()).toBe(before);
  });
});

describe('blog posts and press releases', () => {
  it('adds a blog post in English and French: the blog lists it at once, sanitised, and the audit row holds it', async () => {
    const res = await send('POST', 'admin/content/articles/blog', body('winter-immunity', {
      translations: {
        en: { title: 'Winter immunity', preview: 'Five habits.', content: '<p>Sleep well.<script>alert(1)</script></p>' },
        fr: { title: 'Immunité hivernale', preview: 'Cinq habitudes.', content: '<p>Bien dormir.</p>' },
      },
    }));
    expect(res.statusCode).toBe(201);
    const saved = articleSavedSchema.parse(res.json());
    expect(saved.message).toBe('Article created.');
    expect(saved.article.translations.en?.content).toBe('<p>Sleep well.</p>');

    const list = blogListResponseSchema.parse((await t.app.inject('/api/blog-list/fr')).json());
    expect(list.blog_list[0]).toMatchObject({ slug: 'winter-immunity', title: 'Immunité hivernale', content_preview: 'Cinq habitudes.' });
    const detail = blogDetailsResponseSchema.parse((await t.app.inject('/api/blog-details/winter-immunity/en')).json());
    expect(detail.blog_content[0]?.content).toBe('<p>Sleep well.</p>');

    const [audit] = await auditRows('blog_post', saved.article.id);
    expect(audit).toMatchObject({ actorId: staffId, action: 'blog_post.created' });
    expect(audit!.data).toMatchObject({ before: null, after: { slug: 'winter-immunity', published_on: '2026-11-20' } });
  });

  it('changes a seeded press release: the press room shows the new title at once, the audit row has before and after', async () => {
    const { articles } = adminArticleListSchema.parse((await send('GET', 'admin/content/articles/press')).json());
    expect(articles.length).toBeGreaterThan(0);
    const first = articles[0]!;
    const current = adminArticleAnswerSchema.parse((await send('GET', `admin/content/articles/press/${first.id}`)).json()).article;
    const { id: _id, kind: _kind, ...rest } = current;
    const res = await send('PUT', `admin/content/articles/press/${first.id}`, {
      ...rest,
      translations: { ...current.translations, en: { ...current.translations.en!, title: 'Upline opens in Quebec' } },
    });
    expect(res.statusCode).toBe(200);
    expect(articleSavedSchema.parse(res.json()).message).toBe('Article saved.');
    const detail = pressReleaseDetailsResponseSchema.parse((await t.app.inject(`/api/press-releases-details/${current.slug}/en`)).json());
    expect(detail.press_release_contents[0]?.title).toBe('Upline opens in Quebec');
    const [audit] = await auditRows('press_release', first.id);
    expect(audit).toMatchObject({ action: 'press_release.updated' });
    expect(audit!.data).toMatchObject({ before: { translations: { en: { title: current.translations.en!.title } } }, after: { translations: { en: { title: 'Upline opens in Quebec' } } } });
  });

  it('an article dated later is scheduled: kept for staff, not yet in the shop', async () => {
    const saved = articleSavedSchema.parse((await send('POST', 'admin/content/articles/blog', body('next-year-post', { published_on: '2027-01-15' }))).json());
    const list = blogListResponseSchema.parse((await t.app.inject('/api/blog-list/en')).json());
    expect(list.blog_list.map((a) => a.slug)).not.toContain('next-year-post');
    const { articles } = adminArticleListSchema.parse((await send('GET', 'admin/content/articles/blog')).json());
    expect(articles.find((a) => a.id === saved.article.id)?.published_on).toBe('2027-01-15');
  });

  it.each([
    ['a date that does not exist', body('bad-date', { published_on: '2026-02-30' }), 'published_on'],
    ['a NUL character in a title', body('nul-post', { translations: { en: { title: 'Win\u0000ter' } } }), 'translations.en.title'],
    ['an overlong preview', body('long-preview', { translations: { en: { title: 'Long', preview: 'x'.repeat(1001) } } }), 'translations.en.preview'],
    ['no English title', body('untitled', { translations: { en: { title: '', content: '<p>x</p>' } } }), 'translations.en.title'],
    ['an unknown language', body('german-post', { translations: { en: { title: 'German' }, de: { title: 'Deutsch' } } }), 'translations.de'],
  ])('refuses %s with 400 on the field, and writes nothing', async (_case, payload, field) => {
    const before = await articleCount();
    const res = await send('POST', 'admin/content/articles/blog', payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect(await articleCount()).toBe(before);
  });

  it('refuses an unknown kind, an unknown id and a slug in use', async () => {
    expect((await send('GET', 'admin/content/articles/news')).statusCode).toBe(400);
    expect((await send('GET', 'admin/content/articles/blog/999999')).statusCode).toBe(404);
    expect((await send('PUT', 'admin/content/articles/press/999999', body('nobody'))).statusCode).toBe(404);
    await send('POST', 'admin/content/articles/press', body('press-twice'));
    const again = await send('POST', 'admin/content/articles/press', body('press-twice'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.slug).toBe('This slug is already used');
  });
});
