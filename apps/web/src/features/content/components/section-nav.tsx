import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentSection } from '../lib/content-sections';

/**
 * "On this page": links to the anchored sections of a content page. The links change the URL
 * hash, so a section can be shared and the page scrolls to it (as on arrival with a hash).
 */
export function SectionNav({ sections, className = '' }: { sections: readonly ContentSection[]; className?: string }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-labelledby="section-nav-title" className={className}>
      <h2 id="section-nav-title" className="font-sans text-xs font-semibold tracking-widest text-ink-muted uppercase">
        {t('onThisPage')}
      </h2>
      <ul className="mt-3 flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:pb-0">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <Link
              to={{ hash: section.id }}
              className="block rounded-full border border-brand/20 bg-white px-3 py-2 text-sm font-medium whitespace-nowrap text-brand hover:bg-sage-light lg:rounded-lg lg:border-0 lg:bg-transparent lg:whitespace-normal"
            >
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
