import { describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './scroll-to-hash';

function manualScheduler() {
  const queue: (() => void)[] = [];
  const delays: number[] = [];
  return {
    schedule: (run: () => void, delay: number) => {
      queue.push(run);
      delays.push(delay);
    },
    flush: () => {
      while (queue.length > 0) queue.shift()?.();
    },
    delays,
  };
}

describe('scrollToHash', () => {
  it('scrolls at once when the anchor is already there', () => {
    const scrollIntoView = vi.fn();
    const scheduler = manualScheduler();
    scrollToHash('#shipping', { find: (id) => (id === 'shipping' ? { scrollIntoView } : null), schedule: scheduler.schedule });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scheduler.delays).toEqual([]);
  });

  it('retries every 200 ms until the anchor appears', () => {
    const scrollIntoView = vi.fn();
    const scheduler = manualScheduler();
    let calls = 0;
    scrollToHash('#faq', {
      find: () => (++calls === 4 ? { scrollIntoView } : null),
      schedule: scheduler.schedule,
    });
    scheduler.flush();
    expect(calls).toBe(4);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scheduler.delays).toEqual([200, 200, 200]);
  });

  it('gives up after 10 tries', () => {
    const find = vi.fn().mockReturnValue(null);
    const scheduler = manualScheduler();
    scrollToHash('#nowhere', { find, schedule: scheduler.schedule });
    scheduler.flush();
    expect(find).toHaveBeenCalledTimes(10);
  });

  it('stops retrying once cancelled', () => {
    const find = vi.fn().mockReturnValue(null);
    const scheduler = manualScheduler();
    const stop = scrollToHash('#later', { find, schedule: scheduler.schedule });
    stop();
    scheduler.flush();
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('decodes the anchor and ignores an empty hash', () => {
    const find = vi.fn().mockReturnValue(null);
    scrollToHash('#caf%C3%A9', { find, tries: 1 });
    expect(find).toHaveBeenCalledWith('café');
    const none = vi.fn();
    scrollToHash('#', { find: none });
    expect(none).not.toHaveBeenCalled();
  });
});
