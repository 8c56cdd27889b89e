import { describe, expect, it } from 'vitest';
import { quizEmbedUrl } from './quiz-embed-url';

describe('quizEmbedUrl', () => {
  it('takes an https address', () => {
    expect(quizEmbedUrl(' https://forms.example.com/quiz ')).toBe('https://forms.example.com/quiz');
  });

  it('is null when unset, blank, not https or not an address', () => {
    expect(quizEmbedUrl(undefined)).toBeNull();
    expect(quizEmbedUrl('')).toBeNull();
    expect(quizEmbedUrl('http://forms.example.com/quiz')).toBeNull();
    expect(quizEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(quizEmbedUrl('quiz')).toBeNull();
  });
});
