import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

/** Every leaf of a nested text bundle as 'a.b.c' => text. */
function leaves(bundle: object, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
    } else result.set(path, value);
  }
  return result;
}

describe('text bundles', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('have the same keys in English and French', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have a non-empty text for every key', () => {
    for (const [key, text] of [...english, ...french]) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('keep the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) expect(placeholders(french.get(key)), key).toEqual(placeholders(text));
  });

  it('are actually translated: most French texts differ from the English ones', () => {
    const same = [...english].filter(([key, text]) => french.get(key) === text).map(([key]) => key);
    // Brand names, 'FAQ', 'Page', 'Message' and the like may legitimately stay the same.
    expect(same.length).toBeLessThan(english.size * 0.1);
  });
});
