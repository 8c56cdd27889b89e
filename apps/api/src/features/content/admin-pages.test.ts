import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { pageResponseSchema } from '@upline/contract/content';
import { adminPageAnswerSchema, adminPageListSchema, pageSavedSchema, previewAnswerSchema } from '@upline/contract/content-admin-pages';
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

/** The storefront's page answer, as a shopper reads it right after the save. */
async function shopPage(slug: string, lang = 'en') {
  const res = await t.app.inject(`/api/page/${slug}/${lang}`);
  return { status: res.statusCode, page: res.statusCode === 200 ? pageResponseSchema.parse(res.json()).page_details[0]! : null };
}

const auditRows = (entityId: number) => auditRowsOf('cms_page', entityId);

async function pageCount() {
  return (await t.handle.db.select({ id: schema.cmsPages.id }).from(schema.cmsPages)).length;
}

const body = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  banner_url: null,
  is_published: true,
  is_legal: false,
  translations: {
    en: { name: 'Shipping times', subheading: 'Where your parcel is', content: '<h2 id="usa">United States</h2><p>Three to five days.</p>' },
    fr: { name: 'Délais de livraison', content: '<p>Trois à cinq jours.</p>' },
  },
  ...extra,
});

describe('staff content page calls: the admin role is checked on the server', () => {
  const calls: [StaffMethod, string, unknown][] = [
    ['GET', 'admin/content/pages', undefined],
    ['GET', 'admin/content/pages/1', undefined],
    ['POST', 'admin/content/pages', body('guest-page')],
    ['PUT', 'admin/content/pages/1', body('guest-page')],
    ['POST', 'admin/content/preview', { html: '<p>x</p>' }],
  ];
  it.each(calls)('%s %s answers 401 to a guest and 403 to a member, and changes nothing', async (method, url, payload) => {
    const pages = await pageCount();
    const guest = await send(method, url, payload, {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('unauthenticated');
    const asMember = await send(method, url, payload, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
    expect(await pageCount()).toBe(pages);
    expect((await shopPage('guest-page')).status).toBe(404);
  });
});

describe('CMS pages', () => {
  it('lists the seeded pages, home blocks included, with the languages each has texts in', async () => {
    const res = await send('GET', 'admin/content/pages');
    expect(res.statusCode).toBe(200);
    const { pages } = adminPageListSchema.parse(res.json());
    const hero = pages.find((p) => p.slug === 'home-hero');
    expect(hero?.languages).toEqual(['en', 'fr']);
    expect(pages.map((p) => p.slug)).toContain('faq');
  });

  it('adds a page in English and French: the shop serves it at once, sanitised, and the audit row holds it', async () => {
    const res = await send('POST', 'admin/content/pages', body('shipping-times', {
      translations: {
        en: { name: 'Shipping times', content: '<p onclick="steal()">Three to five days.<script>alert(1)</script></p><img src="http://x.test/a.png">' },
        fr: { name: 'Délais de livraison', content: '<p>Trois à cinq jours.</p>' },
      },
    }));
    expect(res.statusCode).toBe(201);
    const saved = pageSavedSchema.parse(res.json());
    expect(saved.message).toBe('Page created.');
    expect(saved.page.translations.en?.content).toBe('<p>Three to five days.</p>');

    const en = await shopPage('shipping-times', 'en');
    expect(en.page).toMatchObject({ name: 'Shipping times', page_content: '<p>Three to five days.</p>' });
    const fr = await shopPage('shipping-times', 'fr');
    expect(fr.page).toMatchObject({ name: 'Délais de livraison', page_content: '<p>Trois à cinq jours.</p>' });

    const [audit] = await auditRows(saved.page.id);
    expect(audit).toMatchObject({ actorId: staffId, action: 'cms_page.created' });
    expect(audit!.data).toMatchObject({ before: null, after: { slug: 'shipping-times', translations: { fr: { name: 'Délais de livraison' } } } });
  });

  it('changes a seeded page: the storefront shows the new text on the next request, the audit row has before and after', async () => {
    const { pages } = adminPageListSchema.parse((await send('GET', 'admin/content/pages')).json());
    const hero = pages.find((p) => p.slug === 'home-hero')!;
    const current = adminPageAnswerSchema.parse((await send('GET', `admin/content/pages/${hero.id}`)).json()).page;
    const oldName = current.translations.en!.name;
    expect((await shopPage('home-hero')).page?.name).toBe(oldName);

    const res = await send('PUT', `admin/content/pages/${hero.id}`, {
      ...current,
      translations: { ...current.translations, en: { ...current.translations.en!, name: 'Feel well, every day' }, fr: { ...current.translations.fr!, name: 'Se sentir bien, chaque jour' } },
    });
    expect(res.statusCode).toBe(200);
    expect(pageSavedSchema.parse(res.json()).message).toBe('Page saved.');
    expect((await shopPage('home-hero', 'en')).page?.name).toBe('Feel well, every day');
    expect((await shopPage('home-hero', 'fr')).page?.name).toBe('Se sentir bien, chaque jour');

    const [audit] = await auditRows(hero.id);
    expect(audit).toMatchObject({ actorId: staffId, action: 'cms_page.updated' });
    expect(audit!.data).toMatchObject({ before: { translations: { en: { name: oldName } } }, after: { translations: { en: { name: 'Feel well, every day' } } } });
  });

  it('removes a language sent empty, so the shop falls back to the default language there', async () => {
    const created = pageSavedSchema.parse((await send('POST', 'admin/content/pages', body('fallback-page'))).json()).page;
    const res = await send('PUT', `admin/content/pages/${created.id}`, body('fallback-page', {
      translations: { en: { name: 'Shipping times', content: '<p>Three days.</p>' }, fr: { name: '', content: '' } },
    }));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(pageSavedSchema.parse(res.json()).page.translations)).toEqual(['en']);
    expect((await shopPage('fallback-page', 'fr')).page?.name).toBe('Shipping times');
  });

  it('an unpublished page is gone from the shop but stays editable', async () => {
    const created = pageSavedSchema.parse((await send('POST', 'admin/content/pages', body('draft-page', { is_published: false }))).json()).page;
    expect((await shopPage('draft-page')).status).toBe(404);
    expect((await send('GET', `admin/content/pages/${created.id}`)).statusCode).toBe(200);
  });

  it.each([
    ['a slug with capitals', body('Bad Slug'), 'slug'],
    ['a NUL character in a name', body('nul-page', { translations: { en: { name: 'Ship\u0000ping', content: '' } } }), 'translations.en.name'],
    ['an overlong name', body('long-page', { translations: { en: { name: 'x'.repeat(201), content: '' } } }), 'translations.en.name'],
    ['overlong content', body('long-content', { translations: { en: { name: 'Long', content: 'x'.repeat(200_001) } } }), 'translations.en.content'],
    ['no English name', body('nameless-page', { translations: { en: { name: ' ', content: '<p>x</p>' } } }), 'translations.en.name'],
    ['French content without a French name', body('half-french', { translations: { en: { name: 'Half', content: '' }, fr: { name: '', content: '<p>Moitié</p>' } } }), 'translations.fr.name'],
    ['no default language', body('no-english', { translations: { fr: { name: 'Seulement', content: '' } } }), 'translations.en'],
    ['an unknown language', body('german-page', { translations: { en: { name: 'German', content: '' }, de: { name: 'Deutsch', content: '' } } }), 'translations.de'],
    ['a javascript: banner', body('banner-page', { banner_url: 'javascript:alert(1)' }), 'banner_url'],
  ])('refuses %s with 400 on the field, and writes nothing', async (_case, payload, field) => {
    const pages = await pageCount();
    const res = await send('POST', 'admin/content/pages', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect(await pageCount()).toBe(pages);
  });

  it("refuses a slug another page has with 409, and an unknown page with 404", async () => {
    const taken = await send('POST', 'admin/content/pages', body('faq'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.slug).toBe('This slug is already used');
    expect((await send('GET', 'admin/content/pages/999999')).statusCode).toBe(404);
    expect((await send('PUT', 'admin/content/pages/999999', body('nobody-page'))).statusCode).toBe(404);
    expect((await send('GET', 'admin/content/pages/abc')).statusCode).toBe(400);
    expect((await send('GET', 'admin/content/pages/99999999999')).statusCode).toBe(400);
  });
});

describe('POST admin/content/preview', () => {
  it('answers the HTML as the shop would store and serve it, and stores nothing', async () => {
    const res = await send('POST', 'admin/content/preview', { html: '<h2 id="a" style="color:red">Title</h2><a href="javascript:x()">x</a><iframe src="https://evil.test/"></iframe>' });
    expect(res.statusCode).toBe(200);
    expect(previewAnswerSchema.parse(res.json()).html).toBe('<h2 id="a">Title</h2><a>x</a>');
  });
});
