import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../shared/ui/icons';
import type { UserUrlInfo } from '../../../shared/session/session-types';

/** 'Your enrolling sponsor': name, type and ID, shown on every signup screen (accounts §1). */
export function SponsorBanner({ sponsor, isLoading }: { sponsor: UserUrlInfo | null; isLoading: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <section
      aria-labelledby="sponsor-banner-title"
      aria-busy={isLoading || undefined}
      className="flex items-center gap-4 rounded-2xl border border-sage bg-sage-light px-4 py-3 sm:px-6"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand">
        <HeartIcon className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id="sponsor-banner-title" className="font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase">
          {t('sponsor.title')}
        </h2>
        {sponsor ? (
          <p className="text-ink" data-testid="sponsor-banner">
            <span className="font-semibold">{sponsor.enrolling_sponsor_name}</span>
            <span className="text-ink-muted">
              {' · '}
              {t(`userTypes.${sponsor.user_type}`)}
              {' · '}
              <span className="whitespace-nowrap">{t('sponsor.id', { id: sponsor.id })}</span>
            </span>
          </p>
        ) : (
          <p className="text-ink-muted">{isLoading ? t('sponsor.loading') : t('sponsor.unknown')}</p>
        )}
      </div>
    </section>
  );
}
