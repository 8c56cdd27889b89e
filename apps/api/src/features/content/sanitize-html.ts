import {
  allowedTags,
  attributesByTag,
  classPattern,
  enumeratedAttributeValues,
  idPattern,
  linkSchemes,
  mediaSchemes,
  messageAttributesByTag,
  messageTags,
  nonTextTags,
} from '@upline/contract/html-policy';
import { allowedEmbedSource, allowedVideoEmbedPrefixes } from '@upline/contract/video-embed';
import sanitizeHtml from 'sanitize-html';

/** Keeps ids and classes only when they are plain names (no markup, no scripts hidden in them). */
function keepPlainNames(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out = { ...attribs };
  if (out.id !== undefined && !idPattern.test(out.id)) delete out.id;
  if (out.class !== undefined && !classPattern.test(out.class)) delete out.class;
  return { tagName, attribs: out };
}

/** The contract's attributes per tag in sanitize-html's form (enumerated ones with their values). */
function attributesOf(byTag: Readonly<Record<string, readonly string[]>>): Record<string, sanitizeHtml.AllowedAttribute[]> {
  return Object.fromEntries(
    Object.entries(byTag).map(([tag, names]) => [tag, names.map((name) => (enumeratedAttributeValues[name] ? { name, values: [...(enumeratedAttributeValues[name] ?? [])] } : name))]),
  );
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  // No style attributes at all, and no event handlers: only these names survive.
  allowedAttributes: { '*': ['id'], ...attributesOf(attributesByTag) },
  allowedSchemes: [...linkSchemes],
  // Images only over https (or from the shop itself); never data: or http: URLs.
  allowedSchemesByTag: { img: [...mediaSchemes], iframe: [...mediaSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // The players' hosts, checked again after the iframe's address went through the embed allow-list.
  allowedIframeHostnames: allowedVideoEmbedPrefixes.map((prefix) => new URL(prefix).hostname),
  allowIframeRelativeUrls: false,
  // The text inside these is code or form state, never content.
  nonTextTags: [...nonTextTags],
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': keepPlainNames,
    a: (tagName, attribs) => {
      const tag = keepPlainNames(tagName, attribs);
      // A new tab must not get a handle on this window (reverse tabnabbing).
      if (tag.attribs.target === '_blank') tag.attribs.rel = 'noopener noreferrer';
      else delete tag.attribs.rel;
      return tag;
    },
    iframe: (tagName, attribs) => {
      const src = allowedEmbedSource(attribs.src);
      const kept: sanitizeHtml.Attributes = src ? { src, allowfullscreen: '' } : {};
      for (const name of ['width', 'height', 'title', 'id'] as const) {
        const value = attribs[name];
        if (src && value !== undefined) kept[name] = value;
      }
      if (src) kept.loading = 'lazy';
      return keepPlainNames(tagName, kept);
    },
  },
  // An iframe or image whose address was refused is dropped entirely.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
};

/**
 * The one allow-list for rich content (CMS pages, press releases, blog posts): headings,
 * paragraphs, lists, links (http, https, mailto, tel, relative), images (https or relative),
 * tables, figures, quotes, inline emphasis, div/span with class and id, and video players from
 * YouTube (cookie-less) and Vimeo. Everything else (scripts, event handlers, styles, forms,
 * SVG, objects, foreign frames, javascript: and data: URLs) is removed. Applied when content is
 * saved and again before it is served.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const messageOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedTags: [...messageTags],
  // No ids or classes: a message must not reach into the page's own styles or anchors.
  allowedAttributes: attributesOf(messageAttributesByTag),
  allowedSchemes: [...linkSchemes],
  allowedSchemesByTag: {},
  allowedIframeHostnames: [],
  transformTags: {
    // Links in a message open in a new tab, never pass this page or a referrer on, and carry no endorsement.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.title ? { title: attribs.title } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: () => false,
};

/**
 * The allow-list of member-to-member messages: the content allow-list's schemes and removals
 * (scripts, event handlers, styles, forms, SVG, javascript: and data: URLs), narrowed to text
 * formatting and links. No images or players: a message must not load anything from outside
 * (tracking pixels) when it is opened. Applied when a message is stored and again when it is read.
 */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, messageOptions);
}

/** The readable text of sanitised HTML, for the plain-text check of an empty message. */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags })
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
}
