import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationsResponseSchema } from '@upline/contract/content';
import { adminMenusSchema, menuSavedSchema } from '@upline/contract/content-admin-menus';
import type { TestApp } from '../../../test/helpers.js';
import { createStaffTestApp, type Headers, type StaffSend, type StaffTestApp } from '../../../test/staff-test-app.js';

let t: TestApp;
let member: Headers;
let staffId: number;
let send: StaffSend;
let auditRowsOf: StaffTestApp['auditRows'];

beforeAll(async () => {
  ({ t, member, staffId, send, auditRows: auditRowsOf } = await createStaffTestApp());
});
afterAll(async () => t.close());

const menus = async () => adminMenusSchema.parse((await send('GET', 'admin/content/menus')).json());
const shopMenu = async (menu: string, lang: string) => navigationsResponseSchema.parse((await t.app.inject(`/api/navigations/${menu}/${lang}`)).json()).navigations;
const itemsOf = (items: { id: number; slug: string; is_active: boolean; names: Record<string, string> }[]) => items.map(({ id, slug, is_active, names }) => ({ id, slug, is_active, names }));

describe('staff menu calls: the admin role is checked on the server', () => {
  it.each([
    ['GET', 'admin/content/menus', undefined],
    ['PUT', 'admin/content/menus/header', { items: [] }],
  ] as const)('%s %s answers 401 to a guest and 403 to a member, and changes nothing', async (method, url, payload) => {
    const before = await menus();
    expect((await send(method, url, payload, {})).statusCode).toBe(401);
    const asMember = await send(method, url, payload, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
    expect(await menus()).toEqual(before);
  });
});

describe('navigation menus', () => {
  it('reorders the header, renames an item in French, swaps two targets and adds a link: the shop serves it at once, audited', async () => {
    const { header } = await menus();
    expect(header.length).toBeGreaterThanOrEqual(3);
    const [a, b, c, ...rest] = itemsOf(header);
    // b moves first with a new French label; a and c swap their targets.
    const items = [
      { ...b!, names: { ...b!.names, fr: 'Questions fréquentes' } },
      { ...a!, slug: c!.slug },
      { ...c!, slug: a!.slug },
      ...rest,
      { slug: '/blogs', is_active: true, names: { en: 'Journal', fr: 'Journal' } },
    ];
    const res = await send('PUT', 'admin/content/menus/header', { items });
    expect(res.statusCode).toBe(200);
    const saved = menuSavedSchema.parse(res.json());
    expect(saved.message).toBe('Menu saved.');
    expect(saved.items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));

    const fr = await shopMenu('header', 'fr');
    expect(fr.slice(0, 3)).toEqual([
      { name: 'Questions fréquentes', slug: b!.slug },
      { name: a!.names.fr, slug: c!.slug },
      { name: c!.names.fr, slug: a!.slug },
    ]);
    expect(fr.at(-1)).toEqual({ name: 'Journal', slug: '/blogs' });

    const [audit] = await auditRowsOf('navigation_menu', 'header');
    expect(audit).toMatchObject({ actorId: staffId, action: 'navigation_menu.updated' });
    expect((audit!.data as { before: unknown[]; after: unknown[] }).after).toHaveLength(items.length);
    expect((audit!.data as { before: { id: number }[] }).before[0]?.id).toBe(a!.id);
  });

  it('removes the items left out and hides an inactive one from the shop', async () => {
    const { footer } = await menus();
    const [first, second] = itemsOf(footer);
    const res = await send('PUT', 'admin/content/menus/footer', { items: [first, { ...second!, is_active: false }] });
    expect(res.statusCode).toBe(200);
    expect((await menus()).footer).toHaveLength(2);
    expect((await shopMenu('footer', 'en')).map((i) => i.slug)).toEqual([first!.slug]);
  });

  it.each([
    ['another site as target', { slug: 'https://evil.test/', is_active: true, names: { en: 'Evil' } }, 'items.0.slug'],
    ['a protocol-relative target', { slug: '//evil.test', is_active: true, names: { en: 'Evil' } }, 'items.0.slug'],
    ['no English label', { slug: 'faq', is_active: true, names: { en: ' ', fr: 'FAQ' } }, 'items.0.names.en'],
    ['a NUL character in a label', { slug: 'faq', is_active: true, names: { en: 'F\u0000AQ' } }, 'items.0.names.en'],
    ['an overlong label', { slug: 'faq', is_active: true, names: { en: 'x'.repeat(101) } }, 'items.0.names.en'],
    ['an unknown language', { slug: 'faq', is_active: true, names: { en: 'FAQ', de: 'FAQ' } }, 'items.0.names.de'],
    ['an item of another menu or none', { id: 999999, slug: 'faq', is_active: true, names: { en: 'FAQ' } }, 'items.0.id'],
  ])('refuses %s with 400 on the field, and changes nothing', async (_case, item, field) => {
    const before = await menus();
    const res = await send('PUT', 'admin/content/menus/header', { items: [item] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect(await menus()).toEqual(before);
  });

  it('refuses the same target twice and an unknown menu', async () => {
    const twice = await send('PUT', 'admin/content/menus/header', { items: [{ slug: 'faq', is_active: true, names: { en: 'A' } }, { slug: 'faq', is_active: true, names: { en: 'B' } }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['items.1.slug']).toBe('This menu already links to this target');
    expect((await send('PUT', 'admin/content/menus/sidebar', { items: [] })).statusCode).toBe(400);
  });
});
