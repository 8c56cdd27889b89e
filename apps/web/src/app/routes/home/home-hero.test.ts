import { describe, expect, it } from 'vitest';
import { keepHyphenatedWords } from './home-hero';

describe('keepHyphenatedWords', () => {
  it('joins hyphenated words with a non-breaking hyphen, and leaves dashes between words alone', () => {
    expect(keepHyphenatedWords('Sentez-vous bien, de l’intérieur')).toBe('Sentez\u2011vous bien, de l’intérieur');
    expect(keepHyphenatedWords('Anti-âge — naturel')).toBe('Anti\u2011âge — naturel');
    expect(keepHyphenatedWords('Feel good - inside out')).toBe('Feel good - inside out');
  });
});
