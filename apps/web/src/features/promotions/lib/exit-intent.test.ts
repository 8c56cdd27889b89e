import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../shared/test-storage';
import { EXIT_OFFER_SEEN_KEY, isLeavingTowardTop, isScrollBackUp, rememberExitOfferSeen, seenExitOffers } from './exit-intent';

describe('isLeavingTowardTop', () => {
  it('is a pointer leaving the document through the top edge', () => {
    expect(isLeavingTowardTop({ clientY: -2, relatedTarget: null })).toBe(true);
    expect(isLeavingTowardTop({ clientY: 0, relatedTarget: null })).toBe(true);
  });

  it('is not a move to another element, nor out through the sides or bottom', () => {
    expect(isLeavingTowardTop({ clientY: -2, relatedTarget: {} })).toBe(false);
    expect(isLeavingTowardTop({ clientY: 400, relatedTarget: null })).toBe(false);
  });
});

describe('isScrollBackUp', () => {
  it('needs a sharp scroll back up from the deepest point', () => {
    expect(isScrollBackUp(900, 700)).toBe(true);
    expect(isScrollBackUp(900, 850)).toBe(false);
  });
});

describe('seen exit offers', () => {
  it('remembers each code once per visitor', () => {
    const storage = memoryStorage();
    expect(seenExitOffers(storage)).toEqual([]);
    rememberExitOfferSeen(storage, '10OFF');
    rememberExitOfferSeen(storage, '10OFF');
    expect(seenExitOffers(storage)).toEqual(['10OFF']);
  });

  it('reads a broken stored value as none', () => {
    const storage = memoryStorage();
    storage.setItem(EXIT_OFFER_SEEN_KEY, '{not json');
    expect(seenExitOffers(storage)).toEqual([]);
  });
});
