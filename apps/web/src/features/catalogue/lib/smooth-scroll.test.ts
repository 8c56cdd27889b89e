import { describe, expect, it } from 'vitest';
import { animateScroll, easeInOutCubic } from './smooth-scroll';

describe('easeInOutCubic', () => {
  it('starts at 0, passes the middle and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });
});

describe('animateScroll', () => {
  function run(from: number, to: number, frameTimes: number[]) {
    const positions: number[] = [];
    const frames: ((time: number) => void)[] = [];
    animateScroll(from, to, 800, {
      now: () => 0,
      requestFrame: (step) => frames.push(step),
      scrollTo: (top) => positions.push(top),
    });
    for (const time of frameTimes) frames.shift()?.(time);
    return { positions, pending: frames.length };
  }

  it('reaches the target after 800 ms and stops asking for frames', () => {
    const { positions, pending } = run(0, 1000, [0, 400, 800]);
    expect(positions).toEqual([0, 500, 1000]);
    expect(pending).toBe(0);
  });

  it('scrolls up as well as down', () => {
    expect(run(1000, 200, [0, 800]).positions).toEqual([1000, 200]);
  });
});
