import type { CategorySeed } from './types.js';

export const categories: CategorySeed[] = [
  {
    id: 1,
    slug: 'nutrition',
    name: { en: 'Nutrition', fr: 'Nutrition' },
    description: {
      en: 'Protein and greens made from clean, traceable ingredients, to build a balanced routine that fits a busy day.',
      fr: 'Protéines et verdures issues d’ingrédients purs et traçables, pour une routine équilibrée qui s’adapte aux journées chargées.',
    },
    imageUrl: '/demo/category-nutrition.svg',
  },
  {
    id: 2,
    slug: 'hydration',
    name: { en: 'Hydration', fr: 'Hydratation' },
    description: {
      en: 'Mineral-balanced water and electrolyte sticks for everyday hydration, at your desk, on the trail and after training.',
      fr: 'Eau équilibrée en minéraux et bâtonnets d’électrolytes pour bien s’hydrater au quotidien, au bureau, en sentier ou après l’entraînement.',
    },
    imageUrl: '/demo/category-hydration.svg',
  },
  {
    id: 3,
    slug: 'digestive-health',
    name: { en: 'Digestive Health', fr: 'Santé digestive' },
    description: {
      en: 'Plant and fruit enzymes and fibre-rich greens that help support the digestion of a varied diet.',
      fr: 'Enzymes végétales et fruitières et verdures riches en fibres qui aident à soutenir la digestion d’une alimentation variée.',
    },
    imageUrl: '/demo/category-digestive-health.svg',
  },
  {
    id: 4,
    slug: 'weight-management',
    name: { en: 'Weight Management', fr: 'Gestion du poids' },
    description: {
      en: 'Formulas that support your weight-management goals alongside a balanced, reduced-calorie diet and regular activity.',
      fr: 'Des formules qui soutiennent vos objectifs de gestion du poids, avec une alimentation équilibrée à apport calorique réduit et une activité régulière.',
    },
    imageUrl: '/demo/category-weight-management.svg',
  },
  {
    id: 5,
    slug: 'skin-care',
    name: { en: 'Skin Care', fr: 'Soins de la peau' },
    description: {
      en: 'A botanical skin-care ritual, from a gentle cleanser to a firming day cream, for skin that looks radiant and feels comfortable.',
      fr: 'Un rituel de soins botaniques, du nettoyant doux à la crème de jour raffermissante, pour une peau éclatante et confortable.',
    },
    imageUrl: '/demo/category-skin-care.svg',
  },
];
