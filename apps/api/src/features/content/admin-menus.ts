// Staff: the header and footer menus (issue 16 item 5). A save replaces one menu in one
// transaction: its items in the order sent, their labels per language, the items left out
// removed, and the audit row with the menu before and after.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { AdminMenuItem } from '@upline/contract/content-admin-menus';
import type { AppDeps } from '../../deps.js';
import { shopLanguages } from './admin-languages.js';

type Menu = 'header' | 'footer';

export async function readMenu(db: Database, menu: Menu): Promise<AdminMenuItem[]> {
  const { navigationItems: n, navigationItemTranslations: t } = schema;
  const items = await db.select().from(n).where(eq(n.menu, menu)).orderBy(asc(n.position), asc(n.id));
  const names = items.length ? await db.select().from(t).where(inArray(t.itemId, items.map((i) => i.id))) : [];
  return items.map((item, index) => ({
    id: item.id,
    slug: item.slug,
    position: index + 1,
    is_active: item.isActive,
    names: Object.fromEntries(names.filter((x) => x.itemId === item.id).map((x) => [x.lang, x.name])),
  }));
}

export interface MenuItemInput {
  id?: number | undefined;
  slug: string;
  is_active: boolean;
  names: Record<string, string>;
}

export type SaveMenuResult = { ok: true; items: AdminMenuItem[] } | { ok: false; status: 400; message: string; field: string };

export async function saveMenu(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; menu: Menu; items: MenuItemInput[] }): Promise<SaveMenuResult> {
  const { navigationItems: n, navigationItemTranslations: t } = schema;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<SaveMenuResult> => {
    // The menu's rows are locked so two saves of one menu apply one after the other.
    const current = await tx.select({ id: n.id }).from(n).where(eq(n.menu, input.menu)).orderBy(asc(n.id)).for('update');
    const before = await readMenu(tx, input.menu);
    const ids = new Set(current.map((r) => r.id));
    const langs = await shopLanguages(tx);
    const seen = new Set<string>();
    for (const [i, item] of input.items.entries()) {
      if (item.id !== undefined && !ids.has(item.id)) return { ok: false, status: 400, message: m.unknownMenuItem, field: `items.${i}.id` };
      if (seen.has(item.slug)) return { ok: false, status: 400, message: m.duplicateTarget, field: `items.${i}.slug` };
      seen.add(item.slug);
      for (const lang of Object.keys(item.names)) {
        if (!langs.codes.has(lang)) return { ok: false, status: 400, message: m.unknownLanguage, field: `items.${i}.names.${lang}` };
      }
      if (!item.names[langs.defaultLang]?.trim()) return { ok: false, status: 400, message: m.labelRequired, field: `items.${i}.names.${langs.defaultLang}` };
    }
    const kept = input.items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    await tx.delete(n).where(and(eq(n.menu, input.menu), kept.length ? notInArray(n.id, kept) : undefined));
    // Targets are unique per menu: kept items first take a placeholder, so two items may swap targets.
    if (kept.length) await tx.update(n).set({ slug: sql`'#' || ${n.id}` }).where(inArray(n.id, kept));
    for (const [i, item] of input.items.entries()) {
      const values = { slug: item.slug, position: i + 1, isActive: item.is_active };
      let id = item.id;
      if (id === undefined) {
        const [created] = await tx.insert(n).values({ menu: input.menu, ...values }).returning({ id: n.id });
        id = created!.id;
      } else {
        await tx.update(n).set(values).where(eq(n.id, id));
      }
      const labels = Object.entries(item.names).filter(([, name]) => name.trim() !== '');
      await tx.delete(t).where(and(eq(t.itemId, id), labels.length ? notInArray(t.lang, labels.map(([lang]) => lang)) : undefined));
      for (const [lang, name] of labels) {
        await tx.insert(t).values({ itemId: id, lang, name }).onConflictDoUpdate({ target: [t.itemId, t.lang], set: { name } });
      }
    }
    const after = await readMenu(tx, input.menu);
    await tx.insert(schema.auditLog).values({ actorId: input.staffId, action: 'navigation_menu.updated', entity: 'navigation_menu', entityId: input.menu, data: { before, after }, at: now });
    return { ok: true, items: after };
  });
}
