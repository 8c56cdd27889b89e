import { describe, expect, it } from 'vitest';
import { recommendRoutine, routineQuestions } from './routine-chooser';

describe('recommendRoutine', () => {
  it('suggests nothing before an answer', () => {
    expect(recommendRoutine({})).toBeNull();
  });

  it('follows the main goal', () => {
    expect(recommendRoutine({ goal: 'skin', moment: 'morning', format: 'drink' })).toBe('skin-care');
    expect(recommendRoutine({ goal: 'weight', moment: 'morning', format: 'tablet' })).toBe('weight-management');
    expect(recommendRoutine({ goal: 'digestion' })).toBe('digestive-health');
  });

  it('lets the moment and format decide between close goals', () => {
    expect(recommendRoutine({ goal: 'energy', moment: 'training', format: 'drink' })).toBe('nutrition');
    expect(recommendRoutine({ moment: 'evening' })).toBe('skin-care');
  });

  it('ignores an unknown answer', () => {
    expect(recommendRoutine({ goal: 'sleep' })).toBeNull();
  });

  it('offers three questions, each with answers', () => {
    expect(routineQuestions).toHaveLength(3);
    for (const question of routineQuestions) expect(question.answers.length).toBeGreaterThan(1);
  });
});
