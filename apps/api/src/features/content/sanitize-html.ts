import { allowedEmbedSource } from '@upline/contract/video-embed';
import sanitizeHtml from 'sanitize-html';

/** Anchor ids for hash links (`#shipping`): a letter, then letters, digits, '-', '_' or ':'. */
const idPattern = /^[A-Za-z][\w:-]{0,99}$/;
const classPattern = /^[\w -]{1,200}$/;

/** Keeps ids and classes only when they are plain names (no markup, no scripts hidden in them). */
function keepPlainNames(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out = { ...attribs };
  if (out.id !== undefined && !idPattern.test(out.id)) delete out.id;
  if (out.class !== undefined && !classPattern.test(out.class)) delete out.class;
  return { tagName, attribs: out };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img', 'figure', 'figcaption', 'blockquote',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'code', 'pre',
    'span', 'div', 'section', 'iframe',
  ],
  // No style attributes at all, and no event handlers: only these names survive.
  allowedAttributes: {
    '*': ['id'],
    div: ['class'],
    span: ['class'],
    section: ['class'],
    a: ['href', 'title', { name: 'target', values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', { name: 'loading', values: ['lazy', 'eager'] }],
    ol: ['start', 'type', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only over https (or from the shop itself); never data: or http: URLs.
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  // The text inside these is code or form state, never content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'noembed', 'noframes'],
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

/** The tags a member's message keeps: what the Compose editor produces, nothing that loads from elsewhere. */
const messageTags = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote',
  'strong', 'em', 'b', 'i', 'u', 's', 'code', 'pre', 'a',
];

const messageOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedTags: messageTags,
  // No ids or classes: a message must not reach into the page's own styles or anchors.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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
