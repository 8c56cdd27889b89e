import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { HeartIcon } from '../../../shared/ui/icons';

/** 'You are shopping with {sponsor} (ID {id})' while a referral sponsor is known. */
export function SponsorLine() {
  const { t } = useTranslation();
  const sponsor = useSessionStore((state) => state.userUrlInfoData);
  if (!sponsor) return null;
  return (
    <p className="bg-sage-light px-4 py-2 text-center text-sm text-ink">
      <HeartIcon className="mr-1.5 inline size-4 align-[-3px] text-brand" />
      {t('header.sponsor', { name: sponsor.enrolling_sponsor_name, id: sponsor.id })}
    </p>
  );
}
