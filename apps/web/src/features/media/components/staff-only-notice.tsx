import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ShieldCheckIcon } from '../../../shared/ui/page-icons';

/** What a signed-in member who is not staff sees instead of the gallery. */
export function StaffOnlyNotice() {
  const { t } = useTranslation('media');
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
        <ShieldCheckIcon className="size-8" />
      </span>
      <h1 className="text-3xl sm:text-4xl">{t('refused.title')}</h1>
      <p role="alert" className="mt-4 max-w-xl text-lg text-ink-muted">
        {t('refused.text')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard()} className="btn-primary">
          {t('refused.dashboard')}
        </Link>
        <Link to={paths.home()} className="btn-outline">
          {t('refused.home')}
        </Link>
      </div>
    </section>
  );
}
