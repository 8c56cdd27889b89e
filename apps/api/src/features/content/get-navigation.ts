import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { NavigationItem, NavigationMenu } from '@upline/contract/content';

/** The items of one menu in `lang`, falling back to the default language's name per item. */
export async function getNavigation(
  db: Database,
  menu: NavigationMenu,
  lang: string,
  defaultLang: string,
): Promise<NavigationItem[]> {
  const { navigationItems: item, navigationItemTranslations } = schema;
  const wanted = alias(navigationItemTranslations, 'wanted');
  const fallback = alias(navigationItemTranslations, 'fallback');
  return db
    .select({ name: sql<string>`coalesce(${wanted.name}, ${fallback.name}, ${item.slug})`, slug: item.slug })
    .from(item)
    .leftJoin(wanted, and(eq(wanted.itemId, item.id), eq(wanted.lang, lang)))
    .leftJoin(fallback, and(eq(fallback.itemId, item.id), eq(fallback.lang, defaultLang)))
    .where(and(eq(item.menu, menu), eq(item.isActive, true)))
    .orderBy(asc(item.position), asc(item.id));
}
