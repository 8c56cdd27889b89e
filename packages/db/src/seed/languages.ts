// Bundled languages and the helper that expands Localised text into per-language rows.
import type { Database } from '../database.js';
import { languages } from '../schema/content.js';
import type { Localised } from './data/types.js';

/** Languages every Localised value carries. */
export const bundledLanguages = ['en', 'fr'] as const satisfies readonly (keyof Localised)[];
export type BundledLanguage = (typeof bundledLanguages)[number];

/** One row per bundled language. */
export function perLanguage<T>(build: (lang: BundledLanguage) => T): T[] {
  return bundledLanguages.map(build);
}

export async function seedLanguages(db: Database): Promise<void> {
  await db
    .insert(languages)
    .values([
      { code: 'en', name: 'English', isDefault: true, isActive: true, position: 1 },
      { code: 'fr', name: 'Français', isDefault: false, isActive: true, position: 2 },
    ])
    .onConflictDoNothing();
}
