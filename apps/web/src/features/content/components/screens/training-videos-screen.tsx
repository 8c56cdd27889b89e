import { useTranslation } from 'react-i18next';
import { fallbackPage } from '../../lib/fallback-page';
import { CmsPageView } from '../cms-page-view';
import type { ContentScreenProps } from './content-screen-props';

// The lessons are the content's numbered list; each becomes a card with its video poster on top.
const lessonsLayout = [
  'prose-content max-w-5xl',
  '[&_ol]:grid [&_ol]:list-none [&_ol]:gap-6 [&_ol]:pl-0 md:[&_ol]:grid-cols-2',
  '[&_ol>li]:m-0 [&_ol>li]:flex [&_ol>li]:flex-col [&_ol>li]:rounded-2xl [&_ol>li]:bg-white [&_ol>li]:p-4 [&_ol>li]:shadow-sm sm:[&_ol>li]:p-5',
  '[&_ol>li>strong]:block [&_ol>li>strong]:font-serif [&_ol>li>strong]:text-xl [&_ol>li>strong]:text-brand',
  '[&_.lite-embed]:order-first [&_.lite-embed]:mt-0 [&_.lite-embed]:mb-4',
  '[&_ol>li>iframe]:order-first [&_ol>li>iframe]:mt-0 [&_ol>li>iframe]:mb-4',
].join(' ');

/** Training videos (CMS page 'training-videos'): each lesson a card whose video plays on request. */
export function TrainingVideosScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  return (
    <CmsPageView page={page ?? fallbackPage('training-videos', t('screens.trainingVideos'))} contentClassName={lessonsLayout} />
  );
}
