import type { ProductSeed } from '../types.js';
import { joinHtml, supplementCautions, supplementDisclaimer } from './shared-copy.js';
import { hydrationCustomerTiers, hydrationMemberTiers, supplementCustomerTiers, supplementMemberTiers } from './tiers.js';

export const hydrationProducts: ProductSeed[] = [
  {
    id: 2,
    slug: 'structured-hydration-water',
    categorySlugs: ['hydration'],
    name: { en: 'Structured Hydration Water — 12 × 500 mL', fr: 'Eau d’hydratation structurée — 12 × 500 mL' },
    shortDescription: {
      en: 'Naturally alkaline spring water, vortex-structured at the source and balanced with calcium, magnesium and potassium.',
      fr: 'Eau de source naturellement alcaline, structurée par vortex à la source et équilibrée en calcium, magnésium et potassium.',
    },
    description: {
      en: 'Drawn from a protected spring in the Laurentian foothills, our water is spun through a spiral vortex chamber before bottling and balanced with calcium, magnesium and potassium bicarbonates. The result is a soft, rounded taste with a natural pH of 7.8 that makes it easy to drink more through the day. Bottled in resealable, infinitely recyclable aluminium.',
      fr: 'Puisée à une source protégée des contreforts des Laurentides, notre eau passe dans une chambre à vortex en spirale avant l’embouteillage, puis est équilibrée en bicarbonates de calcium, de magnésium et de potassium. Le résultat : un goût doux et rond, un pH naturel de 7,8, et une eau qu’on a envie de boire tout au long de la journée. Embouteillée dans un aluminium refermable et recyclable à l’infini.',
    },
    descriptionTagline: { en: 'Soft, mineral-balanced water you will want to drink.', fr: 'Une eau douce et équilibrée en minéraux, qu’on a envie de boire.' },
    overview: {
      en: '<h3>Hydration that tastes like the source</h3><p>Water helps maintain body hydration, and the easiest water to drink enough of is water you enjoy. Ours is spring-sourced, gently vortex-structured and mineral-balanced for a soft, smooth finish.</p><ul><li>Protected spring in the Laurentian foothills, bottled at the source</li><li>Naturally alkaline, pH 7.8</li><li>Calcium, magnesium and potassium bicarbonates</li><li>12 resealable 500 mL aluminium bottles per case</li><li>No plastic bottle, no added sugar, no flavours</li></ul>',
      fr: '<h3>Une hydratation qui goûte la source</h3><p>L’eau aide à maintenir l’hydratation du corps, et l’eau qu’on boit le plus facilement est celle qu’on aime. La nôtre provient d’une source, est doucement structurée par vortex et équilibrée en minéraux pour une finale douce et veloutée.</p><ul><li>Source protégée des contreforts des Laurentides, embouteillée à la source</li><li>Naturellement alcaline, pH 7,8</li><li>Bicarbonates de calcium, de magnésium et de potassium</li><li>12 bouteilles refermables en aluminium de 500 mL par caisse</li><li>Sans bouteille de plastique, sans sucre ajouté, sans arôme</li></ul>',
    },
    instructions: {
      en: '<h3>How to enjoy</h3><ul><li>Best served chilled. Keep a bottle at your desk, in your bag and beside your bed.</li><li>Most adults do well with 2 to 3 litres of fluids a day from all sources, more in hot weather and when active.</li><li>Once opened, reseal, refrigerate and finish within 3 days.</li></ul><p>Store unopened bottles away from direct sunlight. Please rinse and recycle the empty bottles.</p>',
      fr: '<h3>Comment la savourer</h3><ul><li>Meilleure bien froide. Gardez une bouteille au bureau, dans votre sac et près de votre lit.</li><li>La plupart des adultes se portent bien avec 2 à 3 litres de liquides par jour, toutes sources confondues, davantage par temps chaud et lors d’activités.</li><li>Une fois ouverte, refermez, réfrigérez et terminez dans les 3 jours.</li></ul><p>Conservez les bouteilles fermées à l’abri de la lumière directe du soleil. Rincez et recyclez les bouteilles vides.</p>',
    },
    faq: {
      en: '<h3>What does “structured” mean here?</h3><p>It describes how we handle the water: before bottling it flows through a spiral vortex chamber that moves it the way a mountain stream does. We like the soft, rounded mouthfeel it gives; it is a process, not a medical claim.</p><h3>Why aluminium and not plastic?</h3><p>Aluminium protects the water from light, chills quickly and can be recycled again and again without losing quality.</p><h3>Is it heavy to ship?</h3><p>A case weighs about 6.5 kg. Shipping is calculated by quantity at checkout; order with an autoship to have it arrive every month without thinking about it.</p>',
      fr: '<h3>Que veut dire « structurée » ici?</h3><p>Le mot décrit notre façon de traiter l’eau : avant l’embouteillage, elle passe dans une chambre à vortex en spirale qui la met en mouvement comme un ruisseau de montagne. Nous aimons la sensation douce et ronde qu’elle donne en bouche; il s’agit d’un procédé, pas d’une allégation médicale.</p><h3>Pourquoi l’aluminium plutôt que le plastique?</h3><p>L’aluminium protège l’eau de la lumière, refroidit rapidement et se recycle encore et encore sans perdre sa qualité.</p><h3>Est-ce lourd à expédier?</h3><p>Une caisse pèse environ 6,5 kg. Les frais d’expédition sont calculés selon la quantité au moment de payer; choisissez la livraison automatique pour la recevoir chaque mois sans y penser.</p>',
    },
    documentation: {
      en: '<h3>Typical mineral analysis (mg/L)</h3><table><tbody><tr><th>Calcium</th><td>28</td></tr><tr><th>Magnesium</th><td>12</td></tr><tr><th>Potassium</th><td>4</td></tr><tr><th>Sodium</th><td>6</td></tr><tr><th>Bicarbonates</th><td>140</td></tr><tr><th>Total dissolved solids</th><td>210</td></tr><tr><th>pH at source</th><td>7.8</td></tr></tbody></table><p>The spring and the bottling line are inspected and the water is tested every week by an accredited laboratory. The latest report is available on request from support@upline.example.</p>',
      fr: '<h3>Analyse minérale type (mg/L)</h3><table><tbody><tr><th>Calcium</th><td>28</td></tr><tr><th>Magnésium</th><td>12</td></tr><tr><th>Potassium</th><td>4</td></tr><tr><th>Sodium</th><td>6</td></tr><tr><th>Bicarbonates</th><td>140</td></tr><tr><th>Solides dissous totaux</th><td>210</td></tr><tr><th>pH à la source</th><td>7,8</td></tr></tbody></table><p>La source et la ligne d’embouteillage sont inspectées, et l’eau est analysée chaque semaine par un laboratoire accrédité. Le plus récent rapport est offert sur demande à support@upline.example.</p>',
    },
    ecommerce: null,
    thumbnailUrl: '/demo/product-hydration-water.svg',
    imageUrls: ['/demo/product-hydration-water-2.svg', '/demo/product-hydration-water-3.svg', '/demo/product-hydration-water-4.svg'],
    rating: 4.5,
    reviewCount: 4,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: true,
    weightGrams: 6600,
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
    memberTiers: hydrationMemberTiers,
    customerTiers: hydrationCustomerTiers,
    storySections: [],
    seo: {
      title: {
        en: 'Structured Hydration Water, 12 × 500 mL | Upline Wellness',
        fr: 'Eau d’hydratation structurée, 12 × 500 mL | Upline Wellness',
      },
      description: {
        en: 'Naturally alkaline Laurentian spring water, vortex-structured at the source and mineral-balanced, in recyclable aluminium bottles.',
        fr: 'Eau de source naturellement alcaline des Laurentides, structurée par vortex et équilibrée en minéraux, en bouteilles d’aluminium recyclables.',
      },
    },
  },
  {
    id: 10,
    slug: 'hydration-electrolyte-sticks',
    categorySlugs: ['hydration'],
    name: { en: 'Hydration Electrolyte Sticks — Lemon-Lime, 30 sticks', fr: 'Bâtonnets d’électrolytes — Citron-lime, 30 bâtonnets' },
    shortDescription: {
      en: 'Sodium, potassium and magnesium with coconut water powder. Zero sugar, bright lemon-lime taste, one stick per bottle.',
      fr: 'Sodium, potassium et magnésium avec poudre d’eau de coco. Zéro sucre, goût vif de citron-lime, un bâtonnet par bouteille.',
    },
    description: {
      en: 'A light, zero-sugar electrolyte mix for the days you sweat: training, hot commutes, long hikes or a sauna session. Each stick brings 300 mg of sodium, 200 mg of potassium and 60 mg of magnesium with coconut water powder and real lemon and lime, sweetened with stevia leaf. Tear, pour into 500 mL of water, shake, done.',
      fr: 'Un mélange d’électrolytes léger et sans sucre pour les jours où vous transpirez : entraînement, trajets par temps chaud, longues randonnées ou séance de sauna. Chaque bâtonnet fournit 300 mg de sodium, 200 mg de potassium et 60 mg de magnésium, avec de la poudre d’eau de coco et du vrai citron et de la lime, sucré à la feuille de stévia. Déchirez, versez dans 500 mL d’eau, agitez : c’est prêt.',
    },
    descriptionTagline: { en: 'Replace what you sweat. Skip the sugar.', fr: 'Remplacez ce que vous transpirez. Sans le sucre.' },
    overview: {
      en: '<h3>Electrolytes, simply</h3><p>When you sweat you lose water and electrolytes. Our sticks help restore electrolyte balance, and potassium and magnesium contribute to normal muscle function.</p><ul><li>300 mg sodium, 200 mg potassium, 60 mg magnesium per stick</li><li>Coconut water powder, real lemon and lime</li><li>0 g sugar, 10 calories, no artificial colours</li><li>30 single-serve sticks, easy to slip in a pocket</li></ul>',
      fr: '<h3>Des électrolytes, tout simplement</h3><p>Quand vous transpirez, vous perdez de l’eau et des électrolytes. Nos bâtonnets aident à rétablir l’équilibre électrolytique, et le potassium et le magnésium contribuent au fonctionnement normal des muscles.</p><ul><li>300 mg de sodium, 200 mg de potassium, 60 mg de magnésium par bâtonnet</li><li>Poudre d’eau de coco, vrai citron et vraie lime</li><li>0 g de sucre, 10 calories, sans colorants artificiels</li><li>30 bâtonnets individuels, faciles à glisser dans une poche</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>Directions for use</h3><ol><li>Empty one stick into 500 mL of cold water.</li><li>Shake or stir until dissolved.</li><li>Drink before, during or after activity, or whenever you sweat. Up to 3 sticks a day.</li></ol>',
        fr: '<h3>Mode d’emploi</h3><ol><li>Videz un bâtonnet dans 500 mL d’eau froide.</li><li>Agitez ou remuez jusqu’à dissolution.</li><li>Buvez avant, pendant ou après l’activité, ou chaque fois que vous transpirez. Jusqu’à 3 bâtonnets par jour.</li></ol>',
      },
      supplementCautions,
    ),
    faq: null,
    documentation: joinHtml(
      {
        en: '<h3>Per stick (5 g)</h3><table><tbody><tr><th>Sodium</th><td>300 mg</td></tr><tr><th>Potassium</th><td>200 mg</td></tr><tr><th>Magnesium</th><td>60 mg</td></tr><tr><th>Sugars</th><td>0 g</td></tr><tr><th>Calories</th><td>10</td></tr></tbody></table><p>Other ingredients: coconut water powder, citric acid, natural lemon and lime flavours, stevia leaf extract. Free from gluten, dairy and soy.</p>',
        fr: '<h3>Par bâtonnet (5 g)</h3><table><tbody><tr><th>Sodium</th><td>300 mg</td></tr><tr><th>Potassium</th><td>200 mg</td></tr><tr><th>Magnésium</th><td>60 mg</td></tr><tr><th>Sucres</th><td>0 g</td></tr><tr><th>Calories</th><td>10</td></tr></tbody></table><p>Autres ingrédients : poudre d’eau de coco, acide citrique, arômes naturels de citron et de lime, extrait de feuille de stévia. Sans gluten, sans produits laitiers et sans soya.</p>',
      },
      supplementDisclaimer,
    ),
    ecommerce: {
      en: '<h3>Key messages</h3><ul><li>Zero sugar, real lemon and lime.</li><li>Ships free in Canada and the USA when ordered on its own, for a limited time.</li><li>Pairs with the Structured Hydration Water for active days.</li></ul><h3>Suggested post</h3><blockquote><p>Hot run, zero sugar: one Upline electrolyte stick in my bottle and I am good to go. Free shipping for a limited time. #UplineWellness #HydrateBetter</p></blockquote><p>Share only the claims on this page, and always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Messages clés</h3><ul><li>Zéro sucre, vrai citron et vraie lime.</li><li>Livraison gratuite au Canada et aux États-Unis lorsqu’ils sont commandés seuls, pour un temps limité.</li><li>Se marient à l’Eau d’hydratation structurée pour les journées actives.</li></ul><h3>Publication suggérée</h3><blockquote><p>Course sous la chaleur, zéro sucre : un bâtonnet d’électrolytes Upline dans ma bouteille et je suis prête. Livraison gratuite pour un temps limité. #UplineWellness #HydrateBetter</p></blockquote><p>Ne partagez que les allégations de cette page, et précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/product-electrolyte-sticks.svg',
    imageUrls: ['/demo/product-electrolyte-sticks-2.svg', '/demo/product-electrolyte-sticks-3.svg'],
    rating: 4.7,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 220,
    prices: {
      USD: {
        customer: { sale: 2495, suggestedRetail: 2495, autoship: 2195 },
        ambassador: { sale: 2095, suggestedRetail: 2495, autoship: 1795 },
        scholar: { sale: 1895, suggestedRetail: 2495, autoship: 1695 },
      },
      CAD: {
        customer: { sale: 3399, suggestedRetail: 3399, autoship: 2995 },
        ambassador: { sale: 2795, suggestedRetail: 3399, autoship: 2395 },
        scholar: { sale: 2595, suggestedRetail: 3399, autoship: 2295 },
      },
    },
    memberTiers: supplementMemberTiers,
    customerTiers: supplementCustomerTiers,
    storySections: [],
    seo: {
      title: {
        en: 'Hydration Electrolyte Sticks, Lemon-Lime | Upline Wellness',
        fr: 'Bâtonnets d’électrolytes, citron-lime | Upline Wellness',
      },
      description: {
        en: 'Zero-sugar electrolyte sticks with sodium, potassium, magnesium and coconut water. 30 single-serve sticks in a bright lemon-lime flavour.',
        fr: 'Bâtonnets d’électrolytes sans sucre avec sodium, potassium, magnésium et eau de coco. 30 bâtonnets individuels, saveur vive citron-lime.',
      },
    },
  },
];
