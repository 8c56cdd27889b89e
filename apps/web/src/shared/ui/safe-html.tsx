import { Suspense, use, useLayoutEffect, useMemo, useRef, type ElementType, type HTMLAttributes } from 'react';
import { HydrationMark } from '../hydration-mark';
import type { SanitizeHtml } from './html-sanitizer';

let loading: Promise<SanitizeHtml> | null = null;

/**
 * Loads the sanitiser (DOMPurify and the shop's HTML policy, about 13 KB gzipped) the first time
 * content HTML is shown, not with the app: most first pages show none, and those that do show it
 * only once their data has arrived. The parts that show some preload it with their chunk, so that
 * it arrives while their content is still on the way.
 *
 * Always the same promise, which carries its outcome once settled the way React's use() records
 * it (`status`, `value`): a render after the load reads the sanitiser without suspending, and
 * SanitizedHtml calls use() on every render (calling it only while loading breaks React's replay
 * of the waiting component: error #467).
 */
function loadSanitizer(): Promise<SanitizeHtml> {
  if (loading) return loading;
  const promise: Promise<SanitizeHtml> = import('./html-sanitizer').then((module) => {
    const sanitize = module.createHtmlSanitizer(window);
    Object.assign(promise, { status: 'fulfilled', value: sanitize });
    return sanitize;
  });
  loading = promise;
  return promise;
}

/** Gives the sanitiser to use without loading it: the server's renderer, which has no window of its own. */
export function setHtmlSanitizer(next: SanitizeHtml): void {
  // Already settled, as React's `use` reads it: the render does not wait.
  loading = Object.assign(Promise.resolve(next), { status: 'fulfilled' as const, value: next });
}

/** Starts loading the sanitiser in a browser (a failure shows when content HTML renders). */
export function preloadSanitizer(): void {
  if (typeof window !== 'undefined') loadSanitizer().catch(() => undefined);
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
 * the browser sanitises it once more with the same allow-list (@upline/contract/html-policy,
 * applied by html-sanitizer.ts) before it reaches the page. Every use of dangerouslySetInnerHTML
 * in the app is here. While the sanitiser loads (the first content HTML of a page load), the
 * element stands empty in its place.
 */
export function SafeHtml(props: SafeHtmlProps) {
  const { html: _html, as: Tag = 'div', prepare: _prepare, ...rest } = props;
  return (
    <Suspense fallback={<Tag {...rest} />}>
      <SanitizedHtml {...props} />
      <HydrationMark />
    </Suspense>
  );
}

function SanitizedHtml({ html, as: Tag = 'div', prepare, ...rest }: SafeHtmlProps) {
  const sanitize = use(loadSanitizer());
  const clean = useMemo(() => sanitize(html, prepare), [sanitize, html, prepare]);
  const ref = useRef<HTMLElement>(null);
  // A page rendered on the server holds the server's sanitised markup, not reshaped by `prepare`:
  // hydration keeps markup as it is, so the browser's own is put in its place.
  useLayoutEffect(() => {
    if (ref.current && ref.current.innerHTML !== clean) ref.current.innerHTML = clean;
  }, [clean]);
  return <Tag ref={ref} {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: clean }} />;
}
