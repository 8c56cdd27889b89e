import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { allowedEmbedSource } from '@upline/contract/video-embed';
import { allowedAttributeNames, allowedTags, isAllowedAttribute } from '@upline/contract/html-policy';

// The browser's side of the shop's HTML policy (@upline/contract/html-policy): DOMPurify and the
// allow-list, loaded together by safe-html.tsx the first time content HTML is shown, not with the
// app's first download.

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allowedAttributeNames],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Relative addresses and these schemes only; the hook narrows images and players further.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Our private DOMPurify instance, so that our hooks never touch another library's use of it. */
function configure(instance: DOMPurify): DOMPurify {
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    if (!isAllowedAttribute(node.nodeName, event.attrName, event.attrValue)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      // A new tab must not get a handle on this window (reverse tabnabbing).
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('rel');
    }
    if (tag === 'iframe') {
      const src = allowedEmbedSource(node.getAttribute('src'));
      if (src) {
        node.setAttribute('src', src);
        node.setAttribute('loading', 'lazy');
      }
    }
    // An image or player whose address was refused has nothing left to show.
    if ((tag === 'img' || tag === 'iframe') && !node.getAttribute('src')) node.remove();
  });
  return instance;
}

/** Cleans content HTML; `prepare` may then reshape the clean markup (our own code, on an inert template). */
export type SanitizeHtml = (html: string, prepare?: (content: DocumentFragment) => void) => string;

/** The content allow-list's sanitiser for this window. */
export function createHtmlSanitizer(window: Window & typeof globalThis): SanitizeHtml {
  const purifier = configure(createDOMPurify(window));
  return (html, prepare) => {
    const clean = purifier.sanitize(html, config);
    if (!prepare) return clean;
    const template = window.document.createElement('template');
    template.innerHTML = clean;
    prepare(template.content);
    return template.innerHTML;
  };
}
