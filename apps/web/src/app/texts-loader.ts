// Where the interface texts come from at run time: the shared bundle and each feature's
// namespace, one chunk per language, fetched when first needed (texts-on-demand). The same files
// are checked key by key in feature-texts.test.ts and i18n.test.ts.
import type { LoadTexts } from '../shared/i18n/texts-on-demand';

const sharedTexts = import.meta.glob<object>('../shared/i18n/{en,fr}.json', { import: 'default' });
const featureTexts = import.meta.glob<object>('../features/*/i18n/{en,fr}.json', { import: 'default' });

const textsFile = (language: string, namespace: string) =>
  namespace === 'translation' ? `../shared/i18n/${language}.json` : `../features/${namespace}/i18n/${language}.json`;

/** The module of a namespace's texts as Vite's manifest names it ('src/features/catalogue/i18n/en.json'), or null when there is none. */
export function textsModuleOf(language: string, namespace: string): string | null {
  const file = textsFile(language, namespace);
  return sharedTexts[file] ?? featureTexts[file] ? `src/${file.slice('../'.length)}` : null;
}

export const loadTexts: LoadTexts = (language, namespace) => {
  const file = textsFile(language, namespace);
  const load = sharedTexts[file] ?? featureTexts[file];
  return load ? load() : Promise.resolve(undefined);
};
