import { Link } from 'react-router';
import { useMarketingText } from '../../../shared/i18n/use-marketing-text';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';

const marketing = {
  title: 'Share what you love',
  text: 'Become an ambassador: earn 20% on the purchases of the customers you refer and 10% on their referrals’ purchases.',
  ambassador: 'Become an Ambassador',
  scholar: 'Become a Scholar',
};

/** The invitation under the compensation plan: sign up as an ambassador or a scholar (with the sponsor's link). */
export function JoinCallout() {
  const { texts } = useMarketingText(marketing);
  const sluguser = useReferralSlug();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (isLoggedIn) return null;
  return (
    <section aria-labelledby="join-title" className="on-dark bg-brand py-12 text-cream sm:py-16">
      <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="join-title" className="text-3xl text-cream sm:text-4xl">
            {texts.title}
          </h2>
          <p className="mt-3 text-lg text-cream/90">{texts.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.signupAmbassador(sluguser)} className="btn-gold px-7 text-base">
            {texts.ambassador}
          </Link>
          <Link to={paths.signupScholar(sluguser)} className="btn border border-cream px-7 text-base text-cream hover:bg-cream hover:text-brand">
            {texts.scholar}
          </Link>
        </div>
      </div>
    </section>
  );
}
