import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import type { AdminPageRow } from '@upline/contract/content-admin-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { currentLocale } from '../../../shared/format/locale';
import { paths } from '../../../shared/paths';
import { adminPagesQueryOptions } from './content-admin-api';
import { ContentTabs } from './content-tabs';
import { StaffGate } from './staff-gate';

/** Pages the home page reads by slug: its hero, blocks and section introductions. */
const isHomeBlock = (page: AdminPageRow) => page.slug.startsWith('home-');

/** Staff: the CMS pages, the home page's blocks first, each opening its editor. */
export function AdminContentPagesPage() {
  const { t } = useTranslation('contentAdmin');
  const pages = useQuery(adminPagesQueryOptions());
  useDocumentMeta(t('pages.title'));
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{t('title')}</h1>
        <Link to={paths.adminAddContentPage()} className="btn-primary">
          {t('pages.add')}
        </Link>
      </div>
      <p className="mt-2 text-ink-muted">{t('pages.intro')}</p>
      <ContentTabs />
      <StaffGate error={pages.error} isPending={pages.isPending}>
        {() => (
          <>
            <PageList heading={t('pages.homeBlocks')} pages={(pages.data ?? []).filter(isHomeBlock)} />
            <PageList heading={t('pages.otherPages')} pages={(pages.data ?? []).filter((p) => !isHomeBlock(p))} />
          </>
        )}
      </StaffGate>
    </section>
  );
}

function PageList({ heading, pages }: { heading: string; pages: AdminPageRow[] }) {
  const { t, i18n } = useTranslation('contentAdmin');
  const when = (iso: string) => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      <h2 className="mt-8 text-2xl">{heading}</h2>
      <ul className="mt-3 divide-y divide-cream-dark rounded-xl border border-cream-dark">
        {pages.map((page) => (
          <li key={page.id} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4" data-testid="content-page-row">
            <div className="min-w-0">
              <Link to={paths.adminContentPage(page.id)} className="font-semibold break-words text-brand underline">
                {page.name}
              </Link>
              <p className="text-sm break-all text-ink-muted">/{page.slug}</p>
            </div>
            <p className="text-sm text-ink-muted sm:text-right">
              {page.languages.map((l) => l.toUpperCase()).join(' · ')} · {t(page.is_published ? 'published' : 'draft')}
              {page.is_legal ? ` · ${t('pages.legal')}` : ''} · {when(page.updated_at)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
