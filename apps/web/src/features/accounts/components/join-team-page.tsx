import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { CheckIcon } from '../../../shared/ui/page-icons';
import { PageHeader } from './page-header';

const cardKeys = ['ambassador', 'scholar', 'customer'] as const;

/** JoinTeam (accounts §2.8): three cards to SignupAmbassador, SignupScholar and Product, with the sponsor's link name. */
export function JoinTeamPage() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const { sluguser } = useParams();
  const storedSlug = useReferralSlug();
  const slug = sluguser ?? storedSlug;
  const sponsor = useSessionStore((state) => state.userUrlInfoData);
  const targets = { ambassador: paths.signupAmbassador(slug), scholar: paths.signupScholar(slug), customer: paths.product(slug) };

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title={tr('routes.joinTeam')}
        intro={sponsor ? t('joinTeam.introWithSponsor', { name: sponsor.enrolling_sponsor_name }) : t('joinTeam.intro')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {cardKeys.map((key) => (
          <li key={key} className="flex flex-col rounded-2xl border border-cream-dark bg-white p-6 shadow-sm">
            <h2 className="text-2xl">{t(`joinTeam.cards.${key}.title`)}</h2>
            <p className="mt-2 text-ink-muted">{t(`joinTeam.cards.${key}.text`)}</p>
            <ul className="mt-4 mb-6 flex-1 space-y-2 text-sm">
              {(['point1', 'point2', 'point3'] as const).map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />
                  {t(`joinTeam.cards.${key}.${point}`)}
                </li>
              ))}
            </ul>
            <Link to={targets[key]} className={key === 'customer' ? 'btn-outline' : 'btn-primary'}>
              {t(`joinTeam.cards.${key}.cta`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-ink">
        {t('incomeDisclosure.joinTeam')}{' '}
        <Link to={paths.incomeDisclosure(slug)} className="font-semibold text-brand underline underline-offset-4">
          {t('incomeDisclosure.link')}
        </Link>
      </p>
    </div>
  );
}
