import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';
import { useReferralSlug } from '../session/session-store';
import { LeafIcon } from './icons';

/** The friendly stand-in for a page that is not built yet: its title, a sentence, and ways on. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  const sluguser = useReferralSlug();
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
        <LeafIcon className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-ink-muted uppercase">{t('comingSoon.eyebrow')}</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('comingSoon.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.product(sluguser)} className="btn-primary">
          {t('comingSoon.shop')}
        </Link>
        <Link to={paths.home(sluguser)} className="btn-outline">
          {t('comingSoon.home')}
        </Link>
      </div>
    </section>
  );
}
