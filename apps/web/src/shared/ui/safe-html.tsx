import { useMemo, type ElementType, type HTMLAttributes } from 'react';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { allowedEmbedSource } from '@upline/contract/video-embed';
import { allowedAttributeNames, allowedTags, isAllowedAttribute } from './safe-html-policy';

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allowedAttributeNames],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Relative addresses and these schemes only; the hook narrows images and players further.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: DOMPurify | null = null;

/** One private DOMPurify instance, so that our hooks never touch another library's use of it. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
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
  purifier = instance;
  return instance;
}

/**
 * Sanitises HTML with the content allow-list (safe-html-policy.ts). `prepare` may then reshape
 * the clean markup (our own code, on an inert template) before it is serialised.
 */
export function sanitizeHtml(html: string, prepare?: (content: DocumentFragment) => void): string {
  const clean = getPurifier().sanitize(html, config);
  if (!prepare) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  prepare(template.content);
  return template.innerHTML;
}

interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the API's content (CMS pages, press releases, blog posts). */
  html: string;
  as?: ElementType;
  /** Reshapes the sanitised markup; keep it a stable function (it is a memo dependency). */
  prepare?: (content: DocumentFragment) => void;
}

/**
 * Renders content HTML. The server sanitises it when it is saved and again when it is served;
 * the browser sanitises it once more with the same allow-list before it reaches the page.
 * Every use of dangerouslySetInnerHTML in the app is here.
 */
export function SafeHtml({ html, as: Tag = 'div', prepare, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, prepare), [html, prepare]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
