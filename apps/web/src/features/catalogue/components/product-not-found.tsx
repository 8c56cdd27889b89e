import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';

/** An unknown product or category: a sentence and the way back to the shop. */
export function CatalogueNotFound({ title }: { title: string }) {
  const { t } = useTranslation('catalogue');
  const sluguser = useReferralSlug();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('notFound.text')}</p>
      <Link to={paths.product(sluguser)} className="btn-primary mt-8">
        {t('notFound.shop')}
      </Link>
    </section>
  );
}
