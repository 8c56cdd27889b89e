import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDocumentTitle } from '../../shared/document-meta';
import { useRouteTitleKey } from '../routes/route-handle';

/** Titles the document from the route's handle; pages with their own data set their own title. */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  // A layout effect runs before every page's own effects, so a page that sets its own title wins.
  useLayoutEffect(() => {
    if (titleKey) document.title = formatDocumentTitle(t(`routes.${titleKey}`));
  }, [titleKey, t]);
}
