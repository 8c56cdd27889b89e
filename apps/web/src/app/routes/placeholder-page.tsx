import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/coming-soon';
import { useRouteTitleKey } from './route-handle';

/** Stands in for every page that later work builds: the route's own title, never a blank screen. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return <ComingSoon title={titleKey ? t(`routes.${titleKey}`) : t('common.appName')} />;
}
