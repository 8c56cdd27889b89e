import { describe, expect, it } from 'vitest';
import { firstWords, previewText } from './text-preview';

describe('firstWords', () => {
  it('keeps the first words, single-spaced', () => {
    expect(firstWords('  a  b\nc d ', 3)).toBe('a b c');
    expect(firstWords('short', 10)).toBe('short');
  });
});

describe('previewText', () => {
  it('leaves a short text alone', () => {
    expect(previewText('Grass-fed whey.', 65)).toBe('Grass-fed whey.');
  });

  it('cuts a long text at a word boundary within the limit, with an ellipsis', () => {
    const text = 'Grass-fed whey isolate with wild blueberry, pomegranate and green tea, plus vitamins C and E.';
    const preview = previewText(text, 65);
    expect(preview.length).toBeLessThanOrEqual(65);
    expect(preview).toBe('Grass-fed whey isolate with wild blueberry, pomegranate and…');
  });
});
