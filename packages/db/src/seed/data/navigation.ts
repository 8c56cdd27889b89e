import type { NavigationSeed } from './types.js';

// A slug without a leading '/' is a CMS page slug; a slug with one is an in-shop path.

export const navigation: NavigationSeed[] = [
  { menu: 'header', position: 1, slug: 'about-us', name: { en: 'About Us', fr: 'À propos' } },
  { menu: 'header', position: 2, slug: 'faq', name: { en: 'FAQ', fr: 'FAQ' } },
  { menu: 'header', position: 3, slug: 'testimonials', name: { en: 'Testimonials', fr: 'Témoignages' } },
  { menu: 'header', position: 4, slug: 'compensation-plan', name: { en: 'Compensation Plan', fr: 'Plan de rémunération' } },

  { menu: 'footer', position: 1, slug: 'about-us', name: { en: 'About Us', fr: 'À propos' } },
  { menu: 'footer', position: 2, slug: 'faq', name: { en: 'FAQ', fr: 'FAQ' } },
  { menu: 'footer', position: 3, slug: 'testimonials', name: { en: 'Testimonials', fr: 'Témoignages' } },
  { menu: 'footer', position: 4, slug: 'compensation-plan', name: { en: 'Compensation Plan', fr: 'Plan de rémunération' } },
  { menu: 'footer', position: 5, slug: '/press-releases', name: { en: 'Press Releases', fr: 'Communiqués de presse' } },
  { menu: 'footer', position: 6, slug: '/blogs', name: { en: 'Blogs', fr: 'Blogue' } },
  { menu: 'footer', position: 7, slug: 'training-videos', name: { en: 'Training Videos', fr: 'Vidéos de formation' } },
];
