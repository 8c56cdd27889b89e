import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';
import { useDocumentMeta } from '../document-meta';
import { useReportNotFound } from '../server-render';
import { useReferralSlug } from '../session/session-store';
import { LeafIcon } from './icons';

/** The friendly not-found message, for unknown paths and for content the server does not have. */
export function NotFoundContent() {
  const { t } = useTranslation();
  const sluguser = useReferralSlug();
  useReportNotFound();
  useDocumentMeta(t('notFound.title'));
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
        <LeafIcon className="size-8" />
      </span>
      <p className="font-serif text-6xl text-gold-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.product(sluguser)} className="btn-primary">
          {t('wayBack.shop')}
        </Link>
        <Link to={paths.home(sluguser)} className="btn-outline">
          {t('wayBack.home')}
        </Link>
      </div>
    </section>
  );
}
