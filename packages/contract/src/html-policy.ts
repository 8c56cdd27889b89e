/**
 * The one HTML policy of the shop: the allow-list for rich content (CMS pages, press releases,
 * blog posts, product descriptions) and its narrower form for member-to-member messages. The API
 * applies it when content or a message is stored and again when it is served
 * (apps/api/src/features/content/sanitize-html.ts builds its sanitiser from it); the browser
 * applies it once more before rendering (apps/web/src/shared/ui/safe-html.tsx), so a fault on
 * one side is not enough. Video players come from the one allow-list in ./video-embed.
 */

import { allowedEmbedSource } from './video-embed.js';

export const allowedTags = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption', 'blockquote',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'code', 'pre',
  'span', 'div', 'section', 'iframe',
] as const;

/** Attributes per tag; `id` is allowed everywhere. No style, no event handlers, no data-*. */
export const attributesByTag: Readonly<Record<string, readonly string[]>> = {
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

/** Anchor ids for hash links (`#shipping`): a letter, then letters, digits, '-', '_' or ':'. */
export const idPattern = /^[A-Za-z][\w:-]{0,99}$/;
/** Class lists of plain names (no markup, no scripts hidden in them). */
export const classPattern = /^[\w -]{1,200}$/;
/** Attributes that take one of a few values. */
export const enumeratedAttributeValues: Readonly<Record<string, readonly string[]>> = {
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

/** The schemes a link may use; images and players use https only. */
export const linkSchemes = ['http', 'https', 'mailto', 'tel'] as const;
export const mediaSchemes = ['https'] as const;

/** Links: http, https, mailto, tel or a relative address. */
export function isAllowedHref(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null ? isRelative(value) : (linkSchemes as readonly string[]).includes(scheme);
}

/** Images: https or an address on the shop itself; never http:, data: or javascript:. */
export function isAllowedImageSource(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null ? isRelative(value) && value.trim() !== '' : (mediaSchemes as readonly string[]).includes(scheme);
}

/** Whether `tag` may keep the attribute `name` with this value. */
export function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  const lowerTag = tag.toLowerCase();
  const lowerName = name.toLowerCase();
  if (lowerName === 'id') return idPattern.test(value);
  if (!attributesByTag[lowerTag]?.includes(lowerName)) return false;
  if (lowerName === 'class') return classPattern.test(value);
  const values = enumeratedAttributeValues[lowerName];
  if (values) return values.includes(value);
  if (lowerName === 'href') return isAllowedHref(value);
  if (lowerName === 'src') return lowerTag === 'iframe' ? allowedEmbedSource(value) !== null : isAllowedImageSource(value);
  return true;
}

/** Elements whose text is code or form state, never content: removed with what they hold. */
export const nonTextTags = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'noembed', 'noframes'] as const;

/** The tags a member's message keeps: what the Compose editor produces, nothing that loads from elsewhere. */
export const messageTags = ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'b', 'i', 'u', 's', 'code', 'pre', 'a'] as const;

/** A message's attributes: no ids or classes (a message must not reach into the page's own styles or anchors). */
export const messageAttributesByTag: Readonly<Record<string, readonly string[]>> = { a: ['href', 'title', 'target', 'rel'], ol: ['start'] };
