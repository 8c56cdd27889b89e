import { Suspense, use, useMemo, type ElementType, type HTMLAttributes } from 'react';
import type { Config, DOMPurify } from 'dompurify';
import { allowedEmbedSource } from '@upline/contract/video-embed';
import { allowedAttributeNames, allowedTags, isAllowedAttribute } from '@upline/contract/html-policy';

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allowedAttributeNames],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Relative addresses and these schemes only; the hook narrows images and players further.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

/**
 * Loads DOMPurify (about 11 KB gzipped) the first time content HTML is shown, not with the app:
 * most first pages show none. The parts that show some preload it with their chunk, so that the
 * library arrives while their content is still on the way.
 */
function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => {
    purifier = configure(module.default(window));
    return purifier;
  });
  return loading;
}

/** Starts loading DOMPurify in a browser (a failure shows when content HTML renders). */
export function preloadSanitizer(): void {
  if (typeof window !== 'undefined') loadSanitizer().catch(() => undefined);
}

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

/**
 * Sanitises HTML with the content allow-list (@upline/contract/html-policy). `prepare` may then reshape
 * the clean markup (our own code, on an inert template) before it is serialised.
 */
function sanitizeWith(sanitizer: DOMPurify, html: string, prepare?: (content: DocumentFragment) => void): string {
  const clean = sanitizer.sanitize(html, config);
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
 * Every use of dangerouslySetInnerHTML in the app is here. While DOMPurify loads (the first
 * content HTML of a page load), the element stands empty in its place.
 */
export function SafeHtml(props: SafeHtmlProps) {
  const { html: _html, as: Tag = 'div', prepare: _prepare, ...rest } = props;
  return (
    <Suspense fallback={<Tag {...rest} />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}

function SanitizedHtml({ html, as: Tag = 'div', prepare, ...rest }: SafeHtmlProps) {
  const sanitizer = purifier ?? use(loadSanitizer());
  const clean = useMemo(() => sanitizeWith(sanitizer, html, prepare), [sanitizer, html, prepare]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
