import type { ProductSeed } from '../types.js';
import { packageCustomerTiers, packageMemberTiers } from './tiers.js';

// Holistic packages: bundles of full-size products at a package price, shown in the home
// page's holistic section.
export const holisticPackages: ProductSeed[] = [
  {
    id: 20,
    slug: 'holistic-wellness-package',
    categorySlugs: ['nutrition', 'digestive-health', 'hydration'],
    name: { en: 'Holistic Wellness Package', fr: 'Forfait bien-être holistique' },
    shortDescription: {
      en: 'Our four daily essentials: Antioxidant Whey Complex, Daily Greens Complex, Digestive Enzyme Tablets and Hydration Electrolyte Sticks.',
      fr: 'Nos quatre essentiels quotidiens : Complexe antioxydant de lactosérum, Complexe de verdures quotidien, Comprimés d’enzymes digestives et Bâtonnets d’électrolytes.',
    },
    description: {
      en: 'Everything for a complete daily routine, in one box and at one package price. Start the morning with greens and a protein shake, take an enzyme tablet with your main meals, and reach for an electrolyte stick when you sweat. A month of whole-body support, for less than buying each product on its own.',
      fr: 'Tout pour une routine quotidienne complète, dans une seule boîte et à un seul prix de forfait. Commencez la journée avec vos verdures et un frappé protéiné, prenez un comprimé d’enzymes avec vos repas principaux, et un bâtonnet d’électrolytes quand vous transpirez. Un mois de soutien global, pour moins cher que chaque produit acheté séparément.',
    },
    descriptionTagline: { en: 'Four essentials. One simple routine.', fr: 'Quatre essentiels. Une routine simple.' },
    overview: {
      en: '<h3>What is inside</h3><ul><li>Antioxidant Whey Complex — Vanilla Bean, 908 g</li><li>Daily Greens Complex — Mint &amp; Lemon, 270 g</li><li>Digestive Enzyme Tablets, 90 tablets</li><li>Hydration Electrolyte Sticks — Lemon-Lime, 30 sticks</li></ul><p>Save about 14% compared with buying the four products separately.</p>',
      fr: '<h3>Contenu</h3><ul><li>Complexe antioxydant de lactosérum — Gousse de vanille, 908 g</li><li>Complexe de verdures quotidien — Menthe et citron, 270 g</li><li>Comprimés d’enzymes digestives, 90 comprimés</li><li>Bâtonnets d’électrolytes — Citron-lime, 30 bâtonnets</li></ul><p>Économisez environ 14 % par rapport à l’achat des quatre produits séparément.</p>',
    },
    instructions: {
      en: '<h3>Your daily routine</h3><ul><li><strong>Morning:</strong> one scoop of greens in water; one scoop of whey in a shake or smoothie.</li><li><strong>With each main meal:</strong> one enzyme tablet.</li><li><strong>When you sweat:</strong> one electrolyte stick in 500 mL of water.</li></ul><p>See each product for full directions and cautions.</p>',
      fr: '<h3>Votre routine quotidienne</h3><ul><li><strong>Le matin :</strong> une mesure de verdures dans l’eau; une mesure de lactosérum en frappé ou en smoothie.</li><li><strong>Avec chaque repas principal :</strong> un comprimé d’enzymes.</li><li><strong>Quand vous transpirez :</strong> un bâtonnet d’électrolytes dans 500 mL d’eau.</li></ul><p>Consultez chaque produit pour le mode d’emploi complet et les mises en garde.</p>',
    },
    faq: {
      en: '<h3>Can I swap a product in the package?</h3><p>Packages are prepared in advance, so their contents are fixed. You can always add single products to the same order.</p><h3>Does the package qualify for autoship?</h3><p>Yes. Choose autoship on the product page to receive it every month at the autoship price.</p>',
      fr: '<h3>Puis-je remplacer un produit du forfait?</h3><p>Les forfaits sont préparés à l’avance; leur contenu est donc fixe. Vous pouvez toujours ajouter des produits à l’unité à la même commande.</p><h3>Le forfait est-il offert en livraison automatique?</h3><p>Oui. Choisissez la livraison automatique sur la page du produit pour le recevoir chaque mois au prix de livraison automatique.</p>',
    },
    documentation: null,
    ecommerce: {
      en: '<h3>Key messages</h3><ul><li>Four daily essentials in one box, for less than buying them separately.</li><li>Available on autoship: a whole month of wellness delivered.</li></ul><h3>Suggested post</h3><blockquote><p>My whole routine in one box: greens, protein, enzymes and electrolytes. The Upline Holistic Wellness Package makes healthy habits the easy choice. #UplineWellness</p></blockquote><p>Always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Messages clés</h3><ul><li>Quatre essentiels quotidiens dans une boîte, pour moins cher que séparément.</li><li>Offert en livraison automatique : un mois complet de bien-être livré chez vous.</li></ul><h3>Publication suggérée</h3><blockquote><p>Toute ma routine dans une boîte : verdures, protéines, enzymes et électrolytes. Le Forfait bien-être holistique Upline rend les bonnes habitudes faciles. #UplineWellness</p></blockquote><p>Précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/package-holistic-wellness.svg',
    imageUrls: ['/demo/package-holistic-wellness-2.svg', '/demo/product-whey-vanilla.svg', '/demo/product-greens.svg'],
    rating: 4.7,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: true,
    isBestSeller: false,
    weightGrams: 1850,
    prices: {
      USD: {
        customer: { sale: 14995, suggestedRetail: 17495, autoship: 12695 },
        ambassador: { sale: 12695, suggestedRetail: 17495, autoship: 10695 },
        scholar: { sale: 11695, suggestedRetail: 17495, autoship: 9895 },
      },
      CAD: {
        customer: { sale: 20199, suggestedRetail: 23599, autoship: 17095 },
        ambassador: { sale: 17095, suggestedRetail: 23599, autoship: 14395 },
        scholar: { sale: 15795, suggestedRetail: 23599, autoship: 13395 },
      },
    },
    memberTiers: packageMemberTiers,
    customerTiers: packageCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Holistic Wellness Package | Upline Wellness', fr: 'Forfait bien-être holistique | Upline Wellness' },
      description: {
        en: 'Antioxidant whey, daily greens, digestive enzymes and electrolytes in one package, for a complete daily routine at a package price.',
        fr: 'Lactosérum antioxydant, verdures, enzymes digestives et électrolytes dans un seul forfait, pour une routine quotidienne complète.',
      },
    },
  },
  {
    id: 21,
    slug: 'radiant-skin-ritual',
    categorySlugs: ['skin-care'],
    name: { en: 'Radiant Skin Ritual', fr: 'Rituel peau radieuse' },
    shortDescription: {
      en: 'The complete skin-care ritual in full sizes: cleanser, vitamin C serum, night cream and eye cream, in a gift box.',
      fr: 'Le rituel de soins complet en formats réguliers : nettoyant, sérum à la vitamine C, crème de nuit et crème contour des yeux, dans un coffret-cadeau.',
    },
    description: {
      en: 'Four full-size steps for morning and evening, chosen to work together: cleanse gently, brighten with vitamin C, restore overnight and refresh the eye area. Presented in a recyclable gift box, ready to give or to keep.',
      fr: 'Quatre étapes en format régulier pour le matin et le soir, choisies pour agir ensemble : nettoyer en douceur, illuminer avec la vitamine C, réparer pendant la nuit et rafraîchir le contour des yeux. Présenté dans un coffret-cadeau recyclable, prêt à offrir ou à garder.',
    },
    descriptionTagline: { en: 'Four steps to your most radiant look.', fr: 'Quatre étapes vers votre teint le plus radieux.' },
    overview: {
      en: '<h3>What is inside</h3><ul><li>Gentle Botanical Cleanser, 150 mL</li><li>Radiance Vitamin C Serum, 30 mL</li><li>Restorative Night Cream, 50 mL</li><li>Bright Eyes Cream, 15 mL</li></ul><p>Save about 17% compared with buying the four products separately.</p>',
      fr: '<h3>Contenu</h3><ul><li>Nettoyant botanique doux, 150 mL</li><li>Sérum éclat à la vitamine C, 30 mL</li><li>Crème de nuit réparatrice, 50 mL</li><li>Crème éclat contour des yeux, 15 mL</li></ul><p>Économisez environ 17 % par rapport à l’achat des quatre produits séparément.</p>',
    },
    instructions: {
      en: '<h3>Your ritual</h3><p><strong>Morning:</strong> cleanser, vitamin C serum, eye cream, then your sunscreen. <strong>Evening:</strong> cleanser, night cream, eye cream.</p>',
      fr: '<h3>Votre rituel</h3><p><strong>Matin :</strong> nettoyant, sérum à la vitamine C, crème contour des yeux, puis votre écran solaire. <strong>Soir :</strong> nettoyant, crème de nuit, crème contour des yeux.</p>',
    },
    faq: null,
    documentation: null,
    ecommerce: null,
    thumbnailUrl: '/demo/package-radiant-skin.svg',
    imageUrls: ['/demo/package-radiant-skin-2.svg', '/demo/product-vitamin-c-serum.svg'],
    rating: 4.7,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: false,
    isHolisticPackage: true,
    isBestSeller: false,
    weightGrams: 720,
    prices: {
      USD: {
        customer: { sale: 14495, suggestedRetail: 17495, autoship: 12995 },
        ambassador: { sale: 12295, suggestedRetail: 17495, autoship: 10995 },
        scholar: { sale: 11295, suggestedRetail: 17495, autoship: 10095 },
      },
      CAD: {
        customer: { sale: 19599, suggestedRetail: 23599, autoship: 17495 },
        ambassador: { sale: 16595, suggestedRetail: 23599, autoship: 14795 },
        scholar: { sale: 15195, suggestedRetail: 23599, autoship: 13595 },
      },
    },
    memberTiers: packageMemberTiers,
    customerTiers: packageCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Radiant Skin Ritual Gift Set | Upline Wellness', fr: 'Coffret Rituel peau radieuse | Upline Wellness' },
      description: {
        en: 'Cleanser, vitamin C serum, night cream and eye cream in full sizes: the complete Upline skin-care ritual in a gift box.',
        fr: 'Nettoyant, sérum à la vitamine C, crème de nuit et crème contour des yeux en formats réguliers : le rituel Upline complet en coffret.',
      },
    },
  },
  {
    id: 22,
    slug: 'lean-start-package',
    categorySlugs: ['weight-management', 'nutrition'],
    name: { en: 'Lean Start Package', fr: 'Forfait Lean Start' },
    shortDescription: {
      en: 'Lean Balance, the Antioxidant Whey Complex and Digestive Enzyme Tablets, with the 30-day Lean Balance guide.',
      fr: 'Lean Balance, le Complexe antioxydant de lactosérum et les Comprimés d’enzymes digestives, avec le guide Lean Balance de 30 jours.',
    },
    description: {
      en: 'A 30-day start for your weight-management plan. Lean Balance helps in weight management with a reduced-calorie diet and more physical activity, a protein shake makes a satisfying breakfast, and enzymes help support the digestion of every meal. Includes the printed 30-day guide with meal ideas and a walking plan.',
      fr: 'Un départ de 30 jours pour votre plan de gestion du poids. Lean Balance aide à la gestion du poids avec une alimentation à apport calorique réduit et davantage d’activité physique, un frappé protéiné fait un déjeuner rassasiant, et les enzymes aident à soutenir la digestion de chaque repas. Comprend le guide imprimé de 30 jours avec idées de repas et plan de marche.',
    },
    descriptionTagline: { en: 'Thirty days, three products, one plan.', fr: 'Trente jours, trois produits, un plan.' },
    overview: {
      en: '<h3>What is inside</h3><ul><li>Lean Balance — Weight Management Formula, 120 capsules</li><li>Antioxidant Whey Complex — Vanilla Bean, 908 g</li><li>Digestive Enzyme Tablets, 90 tablets</li><li>Lean Balance 30-day guide</li></ul>',
      fr: '<h3>Contenu</h3><ul><li>Lean Balance — Formule de gestion du poids, 120 capsules</li><li>Complexe antioxydant de lactosérum — Gousse de vanille, 908 g</li><li>Comprimés d’enzymes digestives, 90 comprimés</li><li>Guide Lean Balance de 30 jours</li></ul>',
    },
    instructions: {
      en: '<h3>Your daily plan</h3><ul><li><strong>Before breakfast and before your largest meal:</strong> 2 Lean Balance capsules with a full glass of water.</li><li><strong>Breakfast or snack:</strong> one scoop of whey.</li><li><strong>With each main meal:</strong> one enzyme tablet.</li></ul><p>See each product for full directions and cautions.</p>',
      fr: '<h3>Votre plan quotidien</h3><ul><li><strong>Avant le déjeuner et avant le repas le plus copieux :</strong> 2 capsules Lean Balance avec un grand verre d’eau.</li><li><strong>Au déjeuner ou en collation :</strong> une mesure de lactosérum.</li><li><strong>Avec chaque repas principal :</strong> un comprimé d’enzymes.</li></ul><p>Consultez chaque produit pour le mode d’emploi complet et les mises en garde.</p>',
    },
    faq: null,
    documentation: null,
    ecommerce: null,
    thumbnailUrl: '/demo/package-lean-start.svg',
    imageUrls: ['/demo/package-lean-start-2.svg', '/demo/product-lean-balance.svg'],
    rating: 0,
    reviewCount: 0,
    displayShop: true,
    // New package: no reviews yet.
    displayReview: false,
    isAutoshipAvailable: true,
    isHolisticPackage: true,
    isBestSeller: false,
    weightGrams: 1450,
    prices: {
      USD: {
        customer: { sale: 13495, suggestedRetail: 15995, autoship: 10795 },
        ambassador: { sale: 11395, suggestedRetail: 15995, autoship: 9095 },
        scholar: { sale: 10495, suggestedRetail: 15995, autoship: 8395 },
      },
      CAD: {
        customer: { sale: 18199, suggestedRetail: 21599, autoship: 14595 },
        ambassador: { sale: 15395, suggestedRetail: 21599, autoship: 12295 },
        scholar: { sale: 14195, suggestedRetail: 21599, autoship: 11295 },
      },
    },
    memberTiers: packageMemberTiers,
    customerTiers: packageCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Lean Start Package | Upline Wellness', fr: 'Forfait Lean Start | Upline Wellness' },
      description: {
        en: 'Lean Balance, Antioxidant Whey Complex and Digestive Enzymes with a 30-day guide: a complete start for your weight-management plan.',
        fr: 'Lean Balance, Complexe antioxydant de lactosérum et Enzymes digestives avec un guide de 30 jours : un départ complet pour votre plan.',
      },
    },
  },
];
