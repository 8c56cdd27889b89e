/**
 * The allow-list for rich content (CMS pages, press releases, blog posts), the same one the API
 * applies when content is saved and served (apps/api/src/features/content/sanitize-html.ts).
 * The browser applies it again before rendering, so a fault on one side is not enough.
 * Pure functions: the DOM work is in safe-html.tsx. Video players come from the one allow-list in
 * @upline/contract/video-embed.
 */

import { allowedEmbedSource } from '@upline/contract/video-embed';

export const allowedTags = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption', 'blockquote',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'code', 'pre',
  'span', 'div', 'section', 'iframe',
] as const;

/** Attributes per tag; `id` is allowed everywhere. No style, no event handlers, no data-*. */
const attributesByTag: Readonly<Record<string, readonly string[]>> = {
  div: ['class'],
  span: ['class'],
  section: ['class'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  ol: ['start', 'type', 'reversed'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading'],
};

/** Every attribute name some tag may carry (the sanitiser's global list; the hook narrows it per tag). */
export const allowedAttributeNames: readonly string[] = [...new Set(['id', ...Object.values(attributesByTag).flat()])];

const idPattern = /^[A-Za-z][\w:-]{0,99}$/;
const classPattern = /^[\w -]{1,200}$/;
const enumerated: Readonly<Record<string, readonly string[]>> = {
  target: ['_blank', '_self'],
  loading: ['lazy', 'eager'],
};

/** A URL's scheme in lower case ('https', 'javascript'), or null for a relative URL. */
export function urlScheme(value: string): string | null {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const compact = Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1] ? match[1].toLowerCase() : null;
}

function isRelative(value: string): boolean {
  const compact = value.trim();
  // '//host/x' is protocol-relative: another site, refused like on the server.
  return urlScheme(compact) === null && !/^[\\/]{2}/.test(compact);
}

/** Links: http, https, mailto, tel or a relative address. */
export function isAllowedHref(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null ? isRelative(value) : ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** Images: https or an address on the shop itself; never http:, data: or javascript:. */
export function isAllowedImageSource(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null ? isRelative(value) && value.trim() !== '' : scheme === 'https';
}

/** Whether `tag` may keep the attribute `name` with this value. */
export function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  const lowerTag = tag.toLowerCase();
  const lowerName = name.toLowerCase();
  if (lowerName === 'id') return idPattern.test(value);
  if (!attributesByTag[lowerTag]?.includes(lowerName)) return false;
  if (lowerName === 'class') return classPattern.test(value);
  const values = enumerated[lowerName];
  if (values) return values.includes(value);
  if (lowerName === 'href') return isAllowedHref(value);
  if (lowerName === 'src') return lowerTag === 'iframe' ? allowedEmbedSource(value) !== null : isAllowedImageSource(value);
  return true;
}
