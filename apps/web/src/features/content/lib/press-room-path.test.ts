import { describe, expect, it } from 'vitest';
import { pressRoomPath } from './press-room-path';

describe('pressRoomPath', () => {
  it('is /page/press-releases, kept apart from the list under a referral link', () => {
    expect(pressRoomPath()).toBe('/page/press-releases');
    expect(pressRoomPath(null)).toBe('/page/press-releases');
    expect(pressRoomPath('alice')).toBe('/alice/page/press-releases');
    expect(pressRoomPath('a b')).toBe('/a%20b/page/press-releases');
  });
});
