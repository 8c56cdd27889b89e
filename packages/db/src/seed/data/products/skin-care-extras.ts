import type { ProductSeed } from '../types.js';
import { joinHtml, skinCareCautions } from './shared-copy.js';
import { skinCareCustomerTiers, skinCareMemberTiers } from './tiers.js';

// Eye cream, day cream and the travel-size discovery kit.
export const skinCareExtras: ProductSeed[] = [
  {
    id: 9,
    slug: 'bright-eyes-cream',
    categorySlugs: ['skin-care'],
    name: { en: 'Bright Eyes Cream — 15 mL', fr: 'Crème éclat contour des yeux — 15 mL' },
    shortDescription: {
      en: 'A cooling eye cream with caffeine, peptides and cucumber that helps reduce the look of puffiness and tired eyes.',
      fr: 'Une crème rafraîchissante pour le contour des yeux à la caféine, aux peptides et au concombre qui aide à atténuer l’apparence des poches et des yeux fatigués.',
    },
    description: {
      en: 'Late nights and screen days show around the eyes first. Our Bright Eyes Cream glides on with a cooling metal tip: caffeine and cucumber help reduce the look of morning puffiness, peptides smooth the look of fine lines, and light-reflecting minerals brighten the look of shadows. Ophthalmologist tested and fragrance-free.',
      fr: 'Les nuits courtes et les journées devant l’écran se voient d’abord autour des yeux. Notre Crème éclat contour des yeux s’applique avec un embout métallique rafraîchissant : la caféine et le concombre aident à atténuer l’apparence des poches du matin, les peptides lissent l’apparence des ridules, et des minéraux qui reflètent la lumière illuminent l’apparence des cernes. Testée sous contrôle ophtalmologique et sans parfum.',
    },
    descriptionTagline: { en: 'Wide awake, even when you are not.', fr: 'Le regard éveillé, même quand vous ne l’êtes pas.' },
    overview: {
      en: '<h3>A fresh look in thirty seconds</h3><ul><li>Caffeine and cucumber extract help reduce the look of puffiness</li><li>Peptides smooth the look of fine lines</li><li>Light-reflecting minerals brighten the look of dark circles</li><li>Cooling stainless-steel applicator tip</li><li>Fragrance-free, ophthalmologist tested</li></ul>',
      fr: '<h3>Un regard frais en trente secondes</h3><ul><li>La caféine et l’extrait de concombre aident à atténuer l’apparence des poches</li><li>Les peptides lissent l’apparence des ridules</li><li>Des minéraux qui reflètent la lumière illuminent l’apparence des cernes</li><li>Embout applicateur rafraîchissant en acier inoxydable</li><li>Sans parfum, testée sous contrôle ophtalmologique</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>How to use</h3><ol><li>Morning and evening, glide the tip along the orbital bone, from the inner to the outer corner.</li><li>Tap gently with your ring finger until absorbed. Avoid the eyelid and lash line.</li><li>For extra cooling, keep the tube in the refrigerator.</li></ol>',
        fr: '<h3>Utilisation</h3><ol><li>Matin et soir, faites glisser l’embout le long de l’os orbital, du coin interne vers le coin externe.</li><li>Tapotez doucement avec l’annulaire jusqu’à absorption. Évitez la paupière et le bord des cils.</li><li>Pour plus de fraîcheur, gardez le tube au réfrigérateur.</li></ol>',
      },
      skinCareCautions,
    ),
    faq: {
      en: '<h3>Can I wear it under concealer?</h3><p>Yes. It absorbs in about a minute and leaves a smooth, non-greasy base for concealer.</p><h3>Is it suitable for contact-lens wearers?</h3><p>Yes, it has been tested by ophthalmologists. Keep it away from the lash line.</p>',
      fr: '<h3>Puis-je l’appliquer sous un correcteur?</h3><p>Oui. Elle pénètre en une minute environ et laisse une base lisse et non grasse pour le correcteur.</p><h3>Convient-elle aux porteurs de lentilles cornéennes?</h3><p>Oui, elle a été testée sous contrôle ophtalmologique. Gardez-la loin du bord des cils.</p>',
    },
    documentation: {
      en: '<h3>Key ingredients</h3><ul><li>Caffeine, 2%</li><li>Cucumber fruit extract (Cucumis sativus)</li><li>Palmitoyl tripeptide-1 and palmitoyl tetrapeptide-7</li><li>Mica and titanium dioxide (light-reflecting minerals)</li></ul><p>Fragrance-free, vegan; not tested on animals. Aluminium tube, recyclable.</p>',
      fr: '<h3>Ingrédients clés</h3><ul><li>Caféine, 2 %</li><li>Extrait de fruit de concombre (Cucumis sativus)</li><li>Palmitoyl tripeptide-1 et palmitoyl tétrapeptide-7</li><li>Mica et dioxyde de titane (minéraux qui reflètent la lumière)</li></ul><p>Sans parfum, végane; non testé sur les animaux. Tube en aluminium recyclable.</p>',
    },
    ecommerce: null,
    thumbnailUrl: '/demo/product-eye-cream.svg',
    imageUrls: ['/demo/product-eye-cream-2.svg', '/demo/product-eye-cream-3.svg'],
    rating: 4.3,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: false,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 60,
    prices: {
      USD: {
        customer: { sale: 3995, suggestedRetail: 3995, autoship: 3595 },
        ambassador: { sale: 3395, suggestedRetail: 3995, autoship: 2995 },
        scholar: { sale: 3095, suggestedRetail: 3995, autoship: 2695 },
      },
      CAD: {
        customer: { sale: 5399, suggestedRetail: 5399, autoship: 4895 },
        ambassador: { sale: 4595, suggestedRetail: 5399, autoship: 3995 },
        scholar: { sale: 4195, suggestedRetail: 5399, autoship: 3595 },
      },
    },
    memberTiers: skinCareMemberTiers,
    customerTiers: skinCareCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Bright Eyes Cream with Caffeine | Upline Wellness', fr: 'Crème éclat contour des yeux à la caféine | Upline Wellness' },
      description: {
        en: 'Cooling eye cream with caffeine, cucumber and peptides that helps reduce the look of puffiness and dark circles. Fragrance-free.',
        fr: 'Crème rafraîchissante pour le contour des yeux à la caféine, au concombre et aux peptides qui atténue l’apparence des poches et des cernes.',
      },
    },
  },
  {
    id: 11,
    slug: 'skin-care-discovery-kit',
    categorySlugs: ['skin-care'],
    name: { en: 'Skin-Care Discovery Kit — 5 travel sizes', fr: 'Trousse découverte soins de la peau — 5 formats voyage' },
    shortDescription: {
      en: 'Try the whole ritual: cleanser, vitamin C serum, day cream, night cream and eye cream in travel sizes, in a cotton pouch.',
      fr: 'Essayez tout le rituel : nettoyant, sérum à la vitamine C, crème de jour, crème de nuit et crème contour des yeux en formats voyage, dans une pochette en coton.',
    },
    description: {
      en: 'The easiest way to discover Upline skin care, or to pack it for a weekend away. Five travel sizes, about two weeks of the complete morning and evening ritual, in a reusable organic cotton pouch that fits any carry-on. Ships free in Canada and the USA for a limited time.',
      fr: 'La façon la plus simple de découvrir les soins Upline, ou de les emporter pour une fin de semaine. Cinq formats voyage, environ deux semaines du rituel complet matin et soir, dans une pochette réutilisable en coton biologique qui se glisse dans tout bagage de cabine. Livraison gratuite au Canada et aux États-Unis pour un temps limité.',
    },
    descriptionTagline: { en: 'The whole ritual, in your pocket.', fr: 'Tout le rituel, dans votre poche.' },
    overview: {
      en: '<h3>What is inside</h3><ul><li>Gentle Botanical Cleanser, 30 mL</li><li>Radiance Vitamin C Serum, 5 mL</li><li>Firming Peptide Day Cream, 10 mL</li><li>Restorative Night Cream, 10 mL</li><li>Bright Eyes Cream, 3 mL</li></ul><p>All sizes fit carry-on liquid rules.</p>',
      fr: '<h3>Contenu</h3><ul><li>Nettoyant botanique doux, 30 mL</li><li>Sérum éclat à la vitamine C, 5 mL</li><li>Crème de jour raffermissante aux peptides, 10 mL</li><li>Crème de nuit réparatrice, 10 mL</li><li>Crème éclat contour des yeux, 3 mL</li></ul><p>Tous les formats respectent les règles sur les liquides en cabine.</p>',
    },
    instructions: {
      en: '<h3>Your ritual</h3><p><strong>Morning:</strong> cleanser, vitamin C serum, day cream, eye cream. <strong>Evening:</strong> cleanser, night cream, eye cream. See each full-size product for detailed directions.</p>',
      fr: '<h3>Votre rituel</h3><p><strong>Matin :</strong> nettoyant, sérum à la vitamine C, crème de jour, crème contour des yeux. <strong>Soir :</strong> nettoyant, crème de nuit, crème contour des yeux. Consultez chaque produit en format régulier pour le mode d’emploi détaillé.</p>',
    },
    faq: null,
    documentation: null,
    ecommerce: null,
    thumbnailUrl: '/demo/product-discovery-kit.svg',
    imageUrls: ['/demo/product-discovery-kit-2.svg', '/demo/product-discovery-kit-3.svg'],
    rating: 0,
    reviewCount: 0,
    displayShop: true,
    // New in the shop: no reviews yet.
    displayReview: false,
    isAutoshipAvailable: false,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 140,
    prices: {
      USD: {
        customer: { sale: 1995, suggestedRetail: 2495, autoship: 1795 },
        ambassador: { sale: 1695, suggestedRetail: 2495, autoship: 1495 },
        scholar: { sale: 1495, suggestedRetail: 2495, autoship: 1295 },
      },
      CAD: {
        customer: { sale: 2699, suggestedRetail: 3399, autoship: 2395 },
        ambassador: { sale: 2295, suggestedRetail: 3399, autoship: 1995 },
        scholar: { sale: 1995, suggestedRetail: 3399, autoship: 1695 },
      },
    },
    memberTiers: skinCareMemberTiers,
    customerTiers: skinCareCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Skin-Care Discovery Kit | Upline Wellness', fr: 'Trousse découverte soins de la peau | Upline Wellness' },
      description: {
        en: 'Five travel sizes of the Upline skin-care ritual in a reusable cotton pouch. About two weeks of morning and evening care.',
        fr: 'Cinq formats voyage du rituel de soins Upline dans une pochette en coton réutilisable. Environ deux semaines de soins matin et soir.',
      },
    },
  },
  {
    id: 19,
    slug: 'firming-peptide-day-cream',
    categorySlugs: ['skin-care'],
    name: { en: 'Firming Peptide Day Cream — 50 mL', fr: 'Crème de jour raffermissante aux peptides — 50 mL' },
    shortDescription: {
      en: 'A silky day cream with a peptide complex, niacinamide and hyaluronic acid for skin that looks firmer and feels hydrated all day.',
      fr: 'Une crème de jour soyeuse avec complexe de peptides, niacinamide et acide hyaluronique pour une peau d’apparence plus ferme et hydratée toute la journée.',
    },
    description: {
      en: 'The finishing step of the morning ritual. Our Firming Peptide Day Cream combines a signal-peptide complex that helps skin look firmer and smoother with niacinamide for a more even-looking tone and two weights of hyaluronic acid for lasting hydration. It melts in with a soft-matte finish, a perfect base under sunscreen and makeup.',
      fr: 'La touche finale du rituel du matin. Notre Crème de jour raffermissante aux peptides associe un complexe de peptides qui aide la peau à paraître plus ferme et plus lisse, de la niacinamide pour un teint d’apparence plus uniforme et deux poids d’acide hyaluronique pour une hydratation durable. Elle fond sur la peau avec un fini mat doux, une base parfaite sous l’écran solaire et le maquillage.',
    },
    descriptionTagline: { en: 'Firm, hydrated, ready for the day.', fr: 'Ferme, hydratée, prête pour la journée.' },
    overview: {
      en: '<h3>Hydration with a firming touch</h3><ul><li><strong>Peptide complex</strong>: helps skin look firmer and smoother</li><li><strong>Niacinamide 4%</strong>: a more even-looking tone and refined-looking pores</li><li><strong>Hyaluronic acid</strong>, two molecular weights: long-lasting hydration</li><li><strong>Shea butter</strong>: soft, comfortable skin</li><li>Soft-matte finish, fragrance-free; 50 mL airless pump</li></ul>',
      fr: '<h3>Une hydratation à l’effet raffermissant</h3><ul><li><strong>Complexe de peptides</strong> : aide la peau à paraître plus ferme et plus lisse</li><li><strong>Niacinamide 4 %</strong> : un teint d’apparence plus uniforme et des pores qui paraissent resserrés</li><li><strong>Acide hyaluronique</strong>, deux poids moléculaires : une hydratation durable</li><li><strong>Beurre de karité</strong> : une peau douce et confortable</li><li>Fini mat doux, sans parfum; pompe sans air de 50 mL</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>How to use</h3><ol><li>Every morning, after the Radiance Vitamin C Serum, apply one pump to face and neck.</li><li>Smooth upwards and outwards until absorbed.</li><li>Finish with a broad-spectrum sunscreen; this cream does not protect from the sun.</li></ol>',
        fr: '<h3>Utilisation</h3><ol><li>Chaque matin, après le Sérum éclat à la vitamine C, appliquez une pression sur le visage et le cou.</li><li>Lissez vers le haut et l’extérieur jusqu’à absorption.</li><li>Terminez avec un écran solaire à large spectre; cette crème ne protège pas du soleil.</li></ol>',
      },
      skinCareCautions,
    ),
    faq: {
      en: '<h3>Is it suitable for oily skin?</h3><p>Yes. The soft-matte, oil-free texture suits normal, combination and oily skin. Very dry skin may prefer the Restorative Night Cream, which can also be used by day.</p><h3>Can I use it with the vitamin C serum?</h3><p>Yes, they are designed to be layered: serum first, then day cream.</p>',
      fr: '<h3>Convient-elle aux peaux grasses?</h3><p>Oui. Sa texture mate douce et sans huile convient aux peaux normales, mixtes et grasses. Les peaux très sèches préféreront la Crème de nuit réparatrice, qui peut aussi s’utiliser le jour.</p><h3>Puis-je l’utiliser avec le sérum à la vitamine C?</h3><p>Oui, ils sont conçus pour se superposer : le sérum d’abord, puis la crème de jour.</p>',
    },
    documentation: null,
    ecommerce: {
      en: '<h3>Flash sale</h3><p>New customers get 10% off their first Firming Peptide Day Cream for 24 hours with code FLASH19, shown on the product page.</p><h3>Suggested post</h3><blockquote><p>The day cream that finally works under my makeup: soft-matte, fragrance-free and firming. 10% off your first one for 24 hours. #UplineWellness #GlowRitual</p></blockquote><p>Always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Vente éclair</h3><p>Les nouveaux clients obtiennent 10 % de rabais sur leur première Crème de jour raffermissante aux peptides pendant 24 heures avec le code FLASH19, affiché sur la page du produit.</p><h3>Publication suggérée</h3><blockquote><p>La crème de jour qui fonctionne enfin sous mon maquillage : fini mat doux, sans parfum et raffermissante. 10 % de rabais sur votre première pendant 24 heures. #UplineWellness #GlowRitual</p></blockquote><p>Précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/product-day-cream.svg',
    imageUrls: ['/demo/product-day-cream-2.svg', '/demo/product-day-cream-3.svg', '/demo/product-day-cream-4.svg'],
    rating: 5,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: false,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 190,
    prices: {
      USD: {
        customer: { sale: 4495, suggestedRetail: 5495, autoship: 3995 },
        ambassador: { sale: 3795, suggestedRetail: 5495, autoship: 3395 },
        scholar: { sale: 3495, suggestedRetail: 5495, autoship: 3095 },
      },
      CAD: {
        customer: { sale: 6099, suggestedRetail: 7399, autoship: 5395 },
        ambassador: { sale: 5095, suggestedRetail: 7399, autoship: 4595 },
        scholar: { sale: 4695, suggestedRetail: 7399, autoship: 4195 },
      },
    },
    memberTiers: skinCareMemberTiers,
    customerTiers: [
      { range: '2-4', discountBps: 300 },
      { range: '5-9', discountBps: 600 },
      { range: '10+', discountBps: 900 },
    ],
    storySections: [],
    seo: {
      title: { en: 'Firming Peptide Day Cream | Upline Wellness', fr: 'Crème de jour raffermissante aux peptides | Upline Wellness' },
      description: {
        en: 'Silky day cream with peptides, niacinamide and hyaluronic acid for skin that looks firmer and feels hydrated. Soft-matte and fragrance-free.',
        fr: 'Crème de jour soyeuse aux peptides, à la niacinamide et à l’acide hyaluronique pour une peau d’apparence plus ferme et hydratée.',
      },
    },
  },
];
