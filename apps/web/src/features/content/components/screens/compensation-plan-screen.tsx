import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useReferralSlug } from '../../../../shared/session/session-store';
import { fallbackPage } from '../../lib/fallback-page';
import { CmsPageView } from '../cms-page-view';
import { JoinCallout } from '../join-callout';
import type { ContentScreenProps } from './content-screen-props';

/** Where the plan mentions earnings, the income disclosure says what members really earned (plan §9). */
function IncomeDisclosureNote() {
  const { t } = useTranslation('content');
  const sluguser = useReferralSlug();
  return (
    <section aria-labelledby="income-disclosure-title" className="rounded-2xl border border-cream-dark bg-cream p-6">
      <h2 id="income-disclosure-title" className="text-2xl">{t('incomeDisclosure.title')}</h2>
      <p className="mt-2 text-ink">{t('incomeDisclosure.text')}</p>
      <Link to={paths.incomeDisclosure(sluguser)} className="mt-4 inline-block font-semibold text-brand underline underline-offset-4">
        {t('incomeDisclosure.link')}
      </Link>
    </section>
  );
}

/** The compensation plan explained to members (CMS page 'compensation-plan'), what members really earn, then the invitation to join. */
export function CompensationPlanScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  return (
    <CmsPageView page={page ?? fallbackPage('compensation-plan', t('screens.compensationPlan'))} footer={<IncomeDisclosureNote />}>
      <JoinCallout />
    </CmsPageView>
  );
}
