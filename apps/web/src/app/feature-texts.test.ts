import { describe, expect, it } from 'vitest';
import { featureTexts } from './feature-texts';

function leaves(bundle: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

describe('feature text namespaces', () => {
  for (const [namespace, texts] of Object.entries(featureTexts)) {
    it(`${namespace}: French has exactly the English keys, none empty, same placeholders`, () => {
      const en = leaves(texts.en);
      const fr = leaves(texts.fr);
      expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(String(fr.get(key)).trim(), key).not.toBe('');
        const placeholders = (t: unknown) => [...String(t).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(fr.get(key)), key).toEqual(placeholders(text));
      }
    });
  }
});
