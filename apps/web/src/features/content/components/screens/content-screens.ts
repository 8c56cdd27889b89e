import { lazy, type ComponentType } from 'react';
import type { ContentScreenProps } from './content-screen-props';

// CMS pages that have a screen of their own: the page's content plus what the screen adds
// (stories, team, latest releases, lesson cards). Whichever address opens the slug
// (/faq, /page/faq, /pages/faq, /{sluguser}/faq) shows the same screen. Each is its own chunk.

export const contentScreens: Readonly<Record<string, ComponentType<ContentScreenProps>>> = {
  faq: lazy(() =>
    import('./faq-screen').then((module) => ({ default: module.FaqScreen })),
  ),
  testimonials: lazy(() =>
    import('./testimonials-screen').then((module) => ({
      default: module.TestimonialsScreen,
    })),
  ),
  'press-releases': lazy(() =>
    import('./press-room-screen').then((module) => ({
      default: module.PressRoomScreen,
    })),
  ),
  'training-videos': lazy(() =>
    import('./training-videos-screen').then((module) => ({
      default: module.TrainingVideosScreen,
    })),
  ),
  'compensation-plan': lazy(() =>
    import('./compensation-plan-screen').then((module) => ({
      default: module.CompensationPlanScreen,
    })),
  ),
  team: lazy(() =>
    import('./team-screen').then((module) => ({ default: module.TeamScreen })),
  ),
  'thank-you': lazy(() =>
    import('./thank-you-screen').then((module) => ({
      default: module.ThankYouScreen,
    })),
  ),
};
