import { useTranslation } from 'react-i18next';
import { fallbackPage } from '../../lib/fallback-page';
import { useReloadOnLanguageChange } from '../../lib/use-reload-on-language-change';
import { CmsPageView } from '../cms-page-view';
import { TestimonialsSection } from '../testimonials-section';
import type { ContentScreenProps } from './content-screen-props';

/** Testimonials: the success stories, then the page's own words (CMS page 'testimonials'). */
export function TestimonialsScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  useReloadOnLanguageChange();
  return <CmsPageView page={page ?? fallbackPage('testimonials', t('screens.testimonials'))} before={<TestimonialsSection />} />;
}
