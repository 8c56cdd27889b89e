import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../shared/site-config';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../../../shared/ui/icons';

const networks = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'youtube', Icon: YouTubeIcon },
] as const;

/** Plain links to the brand's social pages: no embedded widgets or third-party scripts. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('header.socialLinks')}>
      {networks.map(({ key, Icon }) => (
        <li key={key}>
          <a
            href={siteConfig.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
          >
            <Icon className="size-[18px]" />
            <span className="sr-only">
              {t(`header.${key}`)} {t('common.opensInNewTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
