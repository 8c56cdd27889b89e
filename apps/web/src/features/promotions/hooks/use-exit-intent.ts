import { useEffect, useState } from 'react';
import { isLeavingTowardTop, isScrollBackUp } from '../lib/exit-intent';

/**
 * True once the visitor seems to be leaving, counted from `delayMs` after arrival: the pointer
 * leaves through the top of the window, or (touch screens) the page is scrolled back up sharply
 * or hidden (another tab, the home screen). Nothing is watched while `enabled` is false.
 */
export function useExitIntent(enabled: boolean, delayMs: number): boolean {
  const [isArmed, setIsArmed] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setIsArmed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, delayMs]);

  useEffect(() => {
    if (!enabled || !isArmed || isLeaving) return;
    const leave = () => setIsLeaving(true);
    const onMouseOut = (event: MouseEvent) => {
      if (isLeavingTowardTop(event)) leave();
    };
    let deepestY = window.scrollY;
    const onScroll = () => {
      deepestY = Math.max(deepestY, window.scrollY);
      if (isTouchScreen() && isScrollBackUp(deepestY, window.scrollY)) leave();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && isTouchScreen()) leave();
    };
    document.addEventListener('mouseout', onMouseOut);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('mouseout', onMouseOut);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, isArmed, isLeaving]);

  return enabled && isLeaving;
}

/** Phones and tablets: no hovering pointer, so no mouse leaving the window either. */
function isTouchScreen(): boolean {
  return window.matchMedia('(hover: none)').matches;
}
