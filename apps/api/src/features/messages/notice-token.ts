import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { messageUnsubscribePath } from '@upline/contract/messages';

// The unsubscribe link of the new-message e-mail: `{member id}.{HMAC of the id}` under a key
// derived from the server's secret. Nothing is stored: the link works for as long as the key
// stays, in every notice ever sent, and nobody can make one for another member without the key.

function keyOf(serverKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'upline message notices unsubscribe v1', 32));
}

function macOf(memberId: number, serverKey: Buffer): string {
  return createHmac('sha256', keyOf(serverKey)).update(String(memberId)).digest('base64url');
}

export function noticeTokenFor(memberId: number, serverKey: Buffer): string {
  return `${memberId}.${macOf(memberId, serverKey)}`;
}

/** The member a token names, or null when it was not made with this server's key. */
export function memberOfNoticeToken(token: string, serverKey: Buffer): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const memberId = Number(match[1]);
  if (memberId > 2_147_483_647) return null;
  const expected = Buffer.from(macOf(memberId, serverKey));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null;
}

/** The link in a notice; the token rides in the fragment, so it never reaches a server log or a Referer. */
export function noticeUnsubscribeLink(publicUrl: string, memberId: number, serverKey: Buffer): string {
  return `${publicUrl}${messageUnsubscribePath}#token=${noticeTokenFor(memberId, serverKey)}`;
}
