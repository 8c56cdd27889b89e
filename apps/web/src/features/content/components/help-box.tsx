import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { siteConfig, telHref } from '../../../shared/site-config';
import { useReferralSlug } from '../../../shared/session/session-store';
import { PhoneIcon } from '../../../shared/ui/icons';

/** "Still have a question?": the care team's phone and the shipping and returns policy. */
export function HelpBox() {
  const { t } = useTranslation('content');
  const sluguser = useReferralSlug();
  return (
    <aside aria-labelledby="help-title" className="rounded-2xl bg-sage-light/70 p-6 sm:p-8">
      <h2 id="help-title" className="mt-0 text-2xl">
        {t('help.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('help.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={telHref(siteConfig.phone)} className="btn-primary">
          <PhoneIcon className="size-4" />
          {t('help.call', { phone: siteConfig.phone })}
        </a>
        <Link to={paths.cmsPage('shipping-returns', sluguser)} className="btn-outline">
          {t('help.policy')}
        </Link>
      </div>
    </aside>
  );
}
