import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';

/** A public accounts page's breadcrumb (Home / this page), title and introduction. */
export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  const { t } = useTranslation('accounts');
  const sluguser = useReferralSlug();
  return (
    <header className="mb-6">
      <nav aria-label={t('breadcrumb.label')} className="mb-3 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home(sluguser)} className="underline-offset-2 hover:text-brand hover:underline">
              {t('breadcrumb.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {intro && <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>}
    </header>
  );
}
