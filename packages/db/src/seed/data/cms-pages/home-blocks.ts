import type { CmsPageSeed } from '../types.js';

// Content blocks of the Home page. The web shows the name as the block heading, the subheading
// under it and the HTML below; a banner, when set, sits beside the text.
export const homeBlocks: CmsPageSeed[] = [
  {
    slug: 'home-hero',
    bannerUrl: '/demo/hero.svg',
    name: { en: 'Feel good from the inside out', fr: 'Sentez-vous bien, de l’intérieur comme de l’extérieur' },
    subheading: {
      en: 'Clean supplements and botanical skin care made to fit your everyday routine.',
      fr: 'Des suppléments purs et des soins botaniques conçus pour votre routine de tous les jours.',
    },
    content: {
      en: '<p>Every lot tested by an independent laboratory. Made in Canada, loved by 652,035 customers.</p>',
      fr: '<p>Chaque lot analysé par un laboratoire indépendant. Fabriqué au Canada, apprécié par 652 035 clients.</p>',
    },
    metaTitle: { en: 'Upline Wellness | Natural supplements and skin care', fr: 'Upline Wellness | Suppléments naturels et soins de la peau' },
    metaDescription: {
      en: 'Antioxidant whey, hydration, digestive enzymes, weight management and botanical skin care, backed by our money-back guarantee.',
      fr: 'Lactosérum antioxydant, hydratation, enzymes digestives, gestion du poids et soins botaniques, couverts par notre garantie satisfait ou remboursé.',
    },
    isLegal: false,
  },
  {
    slug: 'home-best-sellers-intro',
    bannerUrl: null,
    name: { en: 'Our best sellers', fr: 'Nos meilleurs vendeurs' },
    subheading: {
      en: 'The products our customers reorder most, month after month.',
      fr: 'Les produits que nos clients commandent le plus, mois après mois.',
    },
    content: {
      en: '<p>Start with a favourite, or save with autoship: 10% to 20% off every delivery, depending on the product.</p>',
      fr: '<p>Commencez par un favori, ou économisez avec la livraison automatique : de 10 % à 20 % de rabais sur chaque livraison, selon le produit.</p>',
    },
    metaTitle: { en: 'Best sellers | Upline Wellness', fr: 'Meilleurs vendeurs | Upline Wellness' },
    metaDescription: {
      en: 'The Upline Wellness products our customers reorder most.',
      fr: 'Les produits Upline Wellness que nos clients commandent le plus.',
    },
    isLegal: false,
  },
  {
    slug: 'home-holistic-intro',
    bannerUrl: null,
    name: { en: 'Holistic packages', fr: 'Forfaits holistiques' },
    subheading: {
      en: 'Complete routines in one box, at a package price.',
      fr: 'Des routines complètes dans une seule boîte, à prix de forfait.',
    },
    content: {
      en: '<p>Our packages bring together products that are designed to work together, so you can build a daily routine without the guesswork, and save up to 17% compared with buying each product on its own.</p>',
      fr: '<p>Nos forfaits réunissent des produits conçus pour agir ensemble : bâtissez votre routine quotidienne sans hésitation, et économisez jusqu’à 17 % par rapport à l’achat de chaque produit séparément.</p>',
    },
    metaTitle: { en: 'Holistic packages | Upline Wellness', fr: 'Forfaits holistiques | Upline Wellness' },
    metaDescription: {
      en: 'Complete wellness and skin-care routines in one box, at a package price.',
      fr: 'Des routines complètes de bien-être et de soins de la peau dans une seule boîte, à prix de forfait.',
    },
    isLegal: false,
  },
  {
    slug: 'home-weight-management',
    bannerUrl: '/demo/block-weight-management.svg',
    name: { en: 'Weight management, made simple', fr: 'La gestion du poids, tout simplement' },
    subheading: {
      en: 'Lean Balance and a 30-day plan you can actually keep.',
      fr: 'Lean Balance et un plan de 30 jours que vous pouvez vraiment suivre.',
    },
    content: {
      en: '<p>Lean Balance helps in weight management when used with a reduced-calorie diet and more physical activity. Glucomannan helps you feel full before meals, chromium contributes to normal macronutrient metabolism, and the free 30-day guide and four short videos show you how to put it all together.</p><p><a href="/product/show/16?product=16">Discover Lean Balance</a></p>',
      fr: '<p>Lean Balance aide à la gestion du poids lorsqu’il est utilisé avec une alimentation à apport calorique réduit et davantage d’activité physique. Le glucomannane vous aide à vous sentir rassasié avant les repas, le chrome contribue au métabolisme normal des macronutriments, et le guide gratuit de 30 jours ainsi que quatre courtes vidéos vous montrent comment tout mettre en pratique.</p><p><a href="/product/show/16?product=16">Découvrir Lean Balance</a></p>',
    },
    metaTitle: { en: 'Weight management | Upline Wellness', fr: 'Gestion du poids | Upline Wellness' },
    metaDescription: {
      en: 'Lean Balance and a 30-day plan to support your weight-management goals.',
      fr: 'Lean Balance et un plan de 30 jours pour soutenir vos objectifs de gestion du poids.',
    },
    isLegal: false,
  },
  {
    slug: 'home-why-us',
    bannerUrl: '/demo/block-why-us.svg',
    name: { en: 'Why 652,035 customers choose Upline', fr: 'Pourquoi 652 035 clients choisissent Upline' },
    subheading: {
      en: 'Honest formulas, tested quality and people who care.',
      fr: 'Des formules honnêtes, une qualité vérifiée et des gens qui s’en soucient.',
    },
    content: {
      en: '<ul><li><strong>Clean, traceable ingredients.</strong> Grass-fed whey, organic greens and plant-based enzymes, with nothing artificial to hide.</li><li><strong>Tested in every lot.</strong> An independent laboratory checks identity, purity and strength before anything ships.</li><li><strong>Honest claims.</strong> We say what our products do, and nothing more, in English and in French.</li><li><strong>Real people.</strong> A bilingual care team six days a week, and a community of Ambassadors who use what they share.</li></ul>',
      fr: '<ul><li><strong>Des ingrédients purs et traçables.</strong> Lactosérum de vaches nourries à l’herbe, verdures biologiques et enzymes végétales, sans rien d’artificiel à cacher.</li><li><strong>Chaque lot analysé.</strong> Un laboratoire indépendant vérifie l’identité, la pureté et la concentration avant toute expédition.</li><li><strong>Des allégations honnêtes.</strong> Nous disons ce que font nos produits, et rien de plus, en français comme en anglais.</li><li><strong>De vraies personnes.</strong> Une équipe bilingue à votre service six jours par semaine, et une communauté d’Ambassadeurs qui utilisent ce qu’ils recommandent.</li></ul>',
    },
    metaTitle: { en: 'Why Upline Wellness', fr: 'Pourquoi Upline Wellness' },
    metaDescription: {
      en: 'Clean ingredients, independent testing and honest claims: why 652,035 customers choose Upline Wellness.',
      fr: 'Ingrédients purs, analyses indépendantes et allégations honnêtes : pourquoi 652 035 clients choisissent Upline Wellness.',
    },
    isLegal: false,
  },
  {
    slug: 'home-guarantee',
    bannerUrl: null,
    name: { en: 'Our 45-day money-back guarantee', fr: 'Notre garantie satisfait ou remboursé de 45 jours' },
    subheading: {
      en: 'Try it. If it is not for you, tell us within 45 days of delivery and we refund it.',
      fr: 'Essayez-le. S’il ne vous convient pas, dites-le-nous dans les 45 jours suivant la livraison et nous vous le remboursons.',
    },
    content: {
      en: '<p>Your first purchase of each Upline product is covered for 45 days from delivery. Contact our care team, send back the container, even if it is empty, and we refund the price of one unit. Shipping is not refunded. <a href="/pages/faq#guarantee">How the guarantee works</a></p>',
      fr: '<p>Votre premier achat de chaque produit Upline est couvert pendant 45 jours après la livraison. Communiquez avec notre équipe, retournez le contenant, même vide, et nous vous remboursons le prix d’une unité. Les frais d’expédition ne sont pas remboursés. <a href="/pages/faq#guarantee">Fonctionnement de la garantie</a></p>',
    },
    metaTitle: { en: '45-day money-back guarantee | Upline Wellness', fr: 'Garantie de 45 jours | Upline Wellness' },
    metaDescription: {
      en: 'Your first purchase of any Upline product is covered by a 45-day money-back guarantee.',
      fr: 'Votre premier achat de tout produit Upline est couvert par une garantie satisfait ou remboursé de 45 jours.',
    },
    isLegal: false,
  },
];
