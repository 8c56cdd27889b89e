import { describe, expect, it } from 'vitest';
import { starFills } from './star-fills';

describe('starFills', () => {
  it('shows 4.5 as four full stars and a half', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('shows a half star from .5 only', () => {
    expect(starFills(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.8)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('keeps to five stars and handles no rating', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toHaveLength(5);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
