import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadSanitizer, SafeHtml } from '../../../shared/ui/safe-html';
import type { ProductTab, ProductTabId } from '../lib/product-tabs';
import { scrollToElement } from '../lib/smooth-scroll';

// This part shows content HTML: the sanitiser starts loading with its chunk, beside the content's request.
preloadSanitizer();

interface ProductTabsProps {
  tabs: readonly ProductTab[];
  /** The tab named by `?tab=`: opened and scrolled to (offset -120). */
  requested: ProductTabId | null;
}

/** Overview, directions, FAQ, documentation and marketing material: only the tabs with content. */
export function ProductTabs({ tabs, requested }: ProductTabsProps) {
  const { t } = useTranslation('catalogue');
  const [active, setActive] = useState<ProductTabId | null>(requested);
  const sectionRef = useRef<HTMLElement>(null);
  const tabRefs = useRef(new Map<ProductTabId, HTMLButtonElement>());

  useEffect(() => {
    if (!requested) return;
    setActive(requested);
    // Wait a frame so the opened panel is laid out before measuring where to scroll.
    const frame = window.requestAnimationFrame(() => {
      if (sectionRef.current) scrollToElement(sectionRef.current);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [requested]);

  const first = tabs[0];
  if (!first) return null;
  const current = tabs.find((tab) => tab.id === active) ?? first;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <section ref={sectionRef} id="product-tabs" className="container-page py-12">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-cream-dark px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => {
          const isActive = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActive(tab.id)}
              className={`-mb-px min-h-12 shrink-0 border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition-colors ${isActive ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-brand'}`}
            >
              {t(`tabs.${tab.id}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} tabIndex={0} className="pt-8">
        <SafeHtml html={current.html} className="prose-content max-w-3xl" />
      </div>
    </section>
  );
}
