// Where the interface texts come from at run time: the shared bundle and each feature's
// namespace, one chunk per language, fetched when first needed (texts-on-demand). The same files
// are checked key by key in feature-texts.test.ts and i18n.test.ts.
import type { LoadTexts } from '../shared/i18n/texts-on-demand';

const sharedTexts = import.meta.glob<object>('../shared/i18n/{en,fr}.json', { import: 'default' });
const featureTexts = import.meta.glob<object>('../features/*/i18n/{en,fr}.json', { import: 'default' });

export const loadTexts: LoadTexts = (language, namespace) => {
  const file = namespace === 'translation' ? `../shared/i18n/${language}.json` : `../features/${namespace}/i18n/${language}.json`;
  const load = sharedTexts[file] ?? featureTexts[file];
  return load ? load() : Promise.resolve(undefined);
};
