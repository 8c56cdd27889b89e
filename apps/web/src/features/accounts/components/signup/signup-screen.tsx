import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useDocumentMeta } from '../../../../shared/document-meta';
import { useReferralSlug } from '../../../../shared/session/session-store';
import { useEnrollingSponsor } from '../../hooks/use-enrolling-sponsor';
import type { SignupKind } from '../../lib/signup-values';
import { PageHeader } from '../page-header';
import { SponsorBanner } from '../sponsor-banner';
import { SignupForm } from './signup-form';
import type { SignupPaymentStep } from './signup-payment-step';

const titleKeys = { customer: 'signup', ambassador: 'signupAmbassador', scholar: 'signupScholar' } as const;

/** A signup page: breadcrumb, title, the enrolling sponsor's banner and the form for this member type. */
export function SignupScreen({ kind, paymentStep }: { kind: SignupKind; paymentStep?: SignupPaymentStep }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('accounts');
  const { sluguser } = useParams();
  const storedSlug = useReferralSlug();
  const { sponsor, referalId, isLoading } = useEnrollingSponsor();
  const title = t(`routes.${titleKeys[kind]}`);
  useDocumentMeta(title);

  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <PageHeader title={title} intro={ta(`signup.intro.${kind}`)} />
      {kind !== 'customer' && (
        <p className="-mt-2 mb-6 text-ink">
          {ta('incomeDisclosure.signup')}{' '}
          <Link to={paths.incomeDisclosure(sluguser ?? storedSlug)} className="font-semibold text-brand underline underline-offset-4">
            {ta('incomeDisclosure.signupLink')}
          </Link>
        </p>
      )}
      <div className="space-y-6">
        <SponsorBanner sponsor={sponsor} isLoading={isLoading} />
        <SignupForm kind={kind} referalId={referalId} sluguser={sluguser ?? storedSlug} paymentStep={paymentStep} />
      </div>
    </div>
  );
}

/** Signup: the customer form. */
export function SignupPage() {
  return <SignupScreen kind="customer" />;
}

/** SignupAmbassador. */
export function SignupAmbassadorPage() {
  return <SignupScreen kind="ambassador" />;
}
