import type { TestimonialSeed } from './types.js';

// The expert testimonials carousel of the product page: exactly three athletes who train with
// Upline products. Customer success stories are reviews marked as testimonials (reviews.ts).
export const testimonials: TestimonialSeed[] = [
  {
    name: 'Maya Lindqvist',
    title: { en: 'Triathlete and endurance coach', fr: 'Triathlète et entraîneuse en endurance' },
    quote: {
      en: 'Three sports means three times the recovery. A scoop of the Antioxidant Whey Complex after my morning swim and an electrolyte stick on long rides are now as automatic as lacing my shoes.',
      fr: 'Trois sports, c’est trois fois plus de récupération. Une mesure du Complexe antioxydant de lactosérum après ma nage du matin et un bâtonnet d’électrolytes pendant les longues sorties à vélo sont devenus aussi automatiques que lacer mes chaussures.',
    },
    imageUrl: '/demo/athlete-maya-lindqvist.svg',
  },
  {
    name: 'Jordan Okafor',
    title: { en: 'Trail ultrarunner', fr: 'Coureur d’ultra-trail' },
    quote: {
      en: 'On a 100-kilometre day, what I put in my body matters. I trust Upline because every lot is tested and the labels are honest. The Daily Greens Complex is my non-negotiable on training weeks.',
      fr: 'Lors d’une journée de 100 kilomètres, ce que je mets dans mon corps compte. Je fais confiance à Upline parce que chaque lot est analysé et que les étiquettes sont honnêtes. Le Complexe de verdures quotidien est incontournable pendant mes semaines d’entraînement.',
    },
    imageUrl: '/demo/athlete-jordan-okafor.svg',
  },
  {
    name: 'Élise Thibodeau',
    title: { en: 'Competitive rower', fr: 'Rameuse de compétition' },
    quote: {
      en: 'Early mornings on the water, strength work in the afternoon: I need to eat well and recover well. The Structured Hydration Water lives in my boat bag, and the protein shake is my post-session ritual.',
      fr: 'Tôt le matin sur l’eau, musculation l’après-midi : je dois bien manger et bien récupérer. L’Eau d’hydratation structurée ne quitte pas mon sac d’aviron, et le frappé protéiné est mon rituel après chaque séance.',
    },
    imageUrl: '/demo/athlete-elise-thibodeau.svg',
  },
];
