import { describe, expect, it } from 'vitest';
import { dealByTime } from './journey-parts.js';

describe('dealing the journey files out to parts by their measured time', () => {
  it('puts the long file alone when it outweighs the rest, as the test count would not', () => {
    const times = { 'e2e/a11y.spec.ts': 460, 'e2e/a.spec.ts': 100, 'e2e/b.spec.ts': 120, 'e2e/c.spec.ts': 90, 'e2e/d.spec.ts': 80 };
    const parts = dealByTime(Object.keys(times), times, 2);
    expect(parts.map((p) => p.files)).toEqual([['e2e/a11y.spec.ts'], ['e2e/b.spec.ts', 'e2e/a.spec.ts', 'e2e/c.spec.ts', 'e2e/d.spec.ts']]);
    expect(parts.map((p) => p.seconds)).toEqual([460, 390]);
  });

  it('evens out parts of many files (longest first, each to the lightest part)', () => {
    const times = { 'e2e/1.spec.ts': 7, 'e2e/2.spec.ts': 5, 'e2e/3.spec.ts': 4, 'e2e/4.spec.ts': 3, 'e2e/5.spec.ts': 3 };
    const parts = dealByTime(Object.keys(times), times, 2);
    expect(parts.map((p) => p.seconds)).toEqual([10, 12]);
    expect(parts.flatMap((p) => p.files).sort()).toEqual(Object.keys(times).sort());
  });

  it('counts a file never measured as the median file, and still deals out every file once', () => {
    const times = { 'e2e/a.spec.ts': 10, 'e2e/b.spec.ts': 30, 'e2e/c.spec.ts': 20 };
    const files = ['e2e/a.spec.ts', 'e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/new.spec.ts'];
    const parts = dealByTime(files, times, 2);
    expect(parts.map((p) => p.seconds).sort((x, y) => x - y)).toEqual([40, 40]);
    expect(parts.flatMap((p) => p.files).sort()).toEqual(files);
  });

  it('gives the same parts for the same inputs whatever the files’ order, and works with nothing measured', () => {
    const files = ['e2e/z.spec.ts', 'e2e/y.spec.ts', 'e2e/x.spec.ts'];
    expect(dealByTime(files, {}, 2)).toEqual(dealByTime([...files].reverse(), {}, 2));
    expect(dealByTime(files, {}, 2).map((p) => p.files)).toEqual([['e2e/x.spec.ts', 'e2e/z.spec.ts'], ['e2e/y.spec.ts']]);
  });
});
