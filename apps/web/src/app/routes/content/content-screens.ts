import { lazy, type ComponentType } from 'react';
import type { ContentScreenProps } from '../../../features/content/components/screens/content-screen-props';

// CMS pages that have a screen of their own: the page's content plus what the screen adds
// (stories, team, latest releases, lesson cards). Whichever address opens the slug
// (/faq, /page/faq, /pages/faq, /{sluguser}/faq) shows the same screen. Each is its own chunk.

export const contentScreens: Readonly<Record<string, ComponentType<ContentScreenProps>>> = {
  faq: lazy(() =>
    import('../../../features/content/components/screens/faq-screen').then((module) => ({ default: module.FaqScreen })),
  ),
  testimonials: lazy(() =>
    import('../../../features/content/components/screens/testimonials-screen').then((module) => ({
      default: module.TestimonialsScreen,
    })),
  ),
  'press-releases': lazy(() =>
    import('../../../features/content/components/screens/press-room-screen').then((module) => ({
      default: module.PressRoomScreen,
    })),
  ),
  'training-videos': lazy(() =>
    import('../../../features/content/components/screens/training-videos-screen').then((module) => ({
      default: module.TrainingVideosScreen,
    })),
  ),
  'compensation-plan': lazy(() =>
    import('../../../features/content/components/screens/compensation-plan-screen').then((module) => ({
      default: module.CompensationPlanScreen,
    })),
  ),
  team: lazy(() =>
    import('../../../features/content/components/screens/team-screen').then((module) => ({ default: module.TeamScreen })),
  ),
  'thank-you': lazy(() =>
    import('../../../features/content/components/screens/thank-you-screen').then((module) => ({
      default: module.ThankYouScreen,
    })),
  ),
};
