import '../../layout/admin/admin-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminOverview } from '../../../features/operations/admin/admin-overview';
import { useDocumentMeta } from '../../../shared/document-meta';
import { adminSections } from '../../layout/admin/admin-sections';

/** The admin's landing page: the operations figures, then where each part of the work is (the layout's sections). */
export function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  useDocumentMeta(t('dashboard.title'));
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-3xl">{t('dashboard.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('dashboard.intro')}</p>
      <AdminOverview />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {adminSections.map((section) => (
          <li key={section.key}>
            <Link to={section.to()} className="block min-h-11 rounded-xl border border-cream-dark p-4 hover:border-brand">
              <span className="block font-semibold text-brand">{t(`nav.${section.key}`)}</span>
              <span className="mt-1 block text-sm text-ink-muted">{t(`dashboard.${section.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
