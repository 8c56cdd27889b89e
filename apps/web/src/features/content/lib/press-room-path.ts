/**
 * The press room is the CMS page 'press-releases' at /page/press-releases (storefront §2). Under
 * a referral link it keeps the /page/ segment, because /{sluguser}/press-releases is the list.
 */
export function pressRoomPath(sluguser?: string | null): string {
  return sluguser ? `/${encodeURIComponent(sluguser)}/page/press-releases` : '/page/press-releases';
}
