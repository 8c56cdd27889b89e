import type { ProductSeed } from '../types.js';
import { joinHtml, skinCareCautions } from './shared-copy.js';
import { skinCareCustomerTiers, skinCareMemberTiers } from './tiers.js';

// Cleanser, serum and night cream: the three steps of the daily skin-care ritual.
export const skinCareEssentials: ProductSeed[] = [
  {
    id: 4,
    slug: 'gentle-botanical-cleanser',
    categorySlugs: ['skin-care'],
    name: { en: 'Gentle Botanical Cleanser — 150 mL', fr: 'Nettoyant botanique doux — 150 mL' },
    shortDescription: {
      en: 'A soft gel-to-milk cleanser with oat, chamomile and aloe that removes makeup and the day without a tight feeling.',
      fr: 'Un nettoyant gel-en-lait doux à l’avoine, à la camomille et à l’aloès qui retire le maquillage et la journée sans sensation de tiraillement.',
    },
    description: {
      en: 'The first step of the ritual. This pH-balanced gel turns into a silky milk on damp skin, lifting makeup, sunscreen and city grime while colloidal oat, chamomile and aloe leave skin soft and comfortable. Fragrance-free and suitable for all skin types, morning and evening.',
      fr: 'La première étape du rituel. Ce gel au pH équilibré se transforme en lait soyeux sur la peau humide : il retire le maquillage, l’écran solaire et la pollution urbaine, tandis que l’avoine colloïdale, la camomille et l’aloès laissent la peau douce et confortable. Sans parfum et adapté à tous les types de peau, matin et soir.',
    },
    descriptionTagline: { en: 'Clean skin, never stripped.', fr: 'Une peau nette, jamais agressée.' },
    overview: {
      en: '<h3>The gentle first step</h3><ul><li>Gel-to-milk texture that rinses clean</li><li>Colloidal oat, chamomile and aloe leaf juice for a soft, comfortable feel</li><li>pH 5.5, fragrance-free, suitable for sensitive skin</li><li>150 mL, about three months of twice-daily use</li></ul>',
      fr: '<h3>Une première étape tout en douceur</h3><ul><li>Texture gel-en-lait qui se rince parfaitement</li><li>Avoine colloïdale, camomille et jus de feuille d’aloès pour une sensation douce et confortable</li><li>pH 5,5, sans parfum, adapté aux peaux sensibles</li><li>150 mL, environ trois mois d’utilisation matin et soir</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>How to use</h3><ol><li>Massage one pump onto damp face and neck for 30 seconds.</li><li>Add a little water to turn the gel into a milk.</li><li>Rinse with lukewarm water and pat dry. Follow with the Radiance Vitamin C Serum in the morning or the Restorative Night Cream in the evening.</li></ol>',
        fr: '<h3>Utilisation</h3><ol><li>Massez une pression sur le visage et le cou humides pendant 30 secondes.</li><li>Ajoutez un peu d’eau pour transformer le gel en lait.</li><li>Rincez à l’eau tiède et épongez. Poursuivez avec le Sérum éclat à la vitamine C le matin ou la Crème de nuit réparatrice le soir.</li></ol>',
      },
      skinCareCautions,
    ),
    faq: null,
    documentation: {
      en: '<h3>Key ingredients</h3><ul><li>Colloidal oatmeal (Avena sativa)</li><li>Chamomile flower extract (Chamomilla recutita)</li><li>Aloe barbadensis leaf juice</li><li>Coco-glucoside, a plant-derived mild cleansing agent</li></ul><p>Free from sulfates, fragrance and essential oils. Dermatologist tested. Vegan; not tested on animals. Recyclable bottle made with 50% recycled plastic.</p>',
      fr: '<h3>Ingrédients clés</h3><ul><li>Avoine colloïdale (Avena sativa)</li><li>Extrait de fleur de camomille (Chamomilla recutita)</li><li>Jus de feuille d’Aloe barbadensis</li><li>Coco-glucoside, un agent nettoyant doux d’origine végétale</li></ul><p>Sans sulfates, sans parfum et sans huiles essentielles. Testé sous contrôle dermatologique. Végane; non testé sur les animaux. Flacon recyclable fait de 50 % de plastique recyclé.</p>',
    },
    ecommerce: null,
    thumbnailUrl: '/demo/product-cleanser.svg',
    imageUrls: ['/demo/product-cleanser-2.svg', '/demo/product-cleanser-3.svg'],
    rating: 4.7,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 210,
    prices: {
      USD: {
        customer: { sale: 2995, suggestedRetail: 3495, autoship: 2695 },
        ambassador: { sale: 2495, suggestedRetail: 3495, autoship: 2195 },
        scholar: { sale: 2295, suggestedRetail: 3495, autoship: 1995 },
      },
      CAD: {
        customer: { sale: 3999, suggestedRetail: 4699, autoship: 3595 },
        ambassador: { sale: 3395, suggestedRetail: 4699, autoship: 2995 },
        scholar: { sale: 3095, suggestedRetail: 4699, autoship: 2695 },
      },
    },
    memberTiers: skinCareMemberTiers,
    customerTiers: skinCareCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Gentle Botanical Cleanser | Upline Wellness', fr: 'Nettoyant botanique doux | Upline Wellness' },
      description: {
        en: 'Fragrance-free gel-to-milk cleanser with colloidal oat, chamomile and aloe. pH 5.5, for all skin types, including sensitive skin.',
        fr: 'Nettoyant gel-en-lait sans parfum à l’avoine colloïdale, à la camomille et à l’aloès. pH 5,5, pour tous les types de peau, même sensibles.',
      },
    },
  },
  {
    id: 5,
    slug: 'radiance-vitamin-c-serum',
    categorySlugs: ['skin-care'],
    name: { en: 'Radiance Vitamin C Serum — 30 mL', fr: 'Sérum éclat à la vitamine C — 30 mL' },
    shortDescription: {
      en: '15% stabilised vitamin C with ferulic acid, vitamin E and hyaluronic acid for skin that looks brighter and more even.',
      fr: '15 % de vitamine C stabilisée avec acide férulique, vitamine E et acide hyaluronique pour une peau visiblement plus lumineuse et plus uniforme.',
    },
    description: {
      en: 'Our best-loved skin-care step. A lightweight, fast-absorbing serum with 15% stabilised vitamin C, paired with ferulic acid and vitamin E, and hyaluronic acid for a fresh, plumped feel. With daily use, skin looks brighter, more even-toned and more radiant. Packed in an amber airless bottle that keeps the formula fresh to the last drop.',
      fr: 'Notre étape de soin préférée. Un sérum léger à absorption rapide avec 15 % de vitamine C stabilisée, associée à l’acide férulique et à la vitamine E, et de l’acide hyaluronique pour une sensation fraîche et repulpée. Avec un usage quotidien, la peau paraît plus lumineuse, plus uniforme et plus éclatante. Présenté dans un flacon ambré sans air qui garde la formule fraîche jusqu’à la dernière goutte.',
    },
    descriptionTagline: { en: 'Your morning glow, bottled.', fr: 'Votre éclat du matin, en flacon.' },
    overview: {
      en: '<h3>Brightness you can see</h3><p>Vitamin C is the classic morning serum for a radiant look. We stabilise it so it stays effective from the first pump to the last.</p><ul><li><strong>15% vitamin C</strong> (3-O-ethyl ascorbic acid), a stable form that does not turn orange</li><li><strong>Ferulic acid and vitamin E</strong> to support the formula’s antioxidant action on the skin’s surface</li><li><strong>Hyaluronic acid</strong> for a fresh, plumped feel</li><li>Lightweight, non-sticky finish that layers under moisturiser and makeup</li><li>Airless amber bottle, 30 mL, about two months of daily use</li></ul>',
      fr: '<h3>Un éclat qui se voit</h3><p>La vitamine C est le sérum du matin par excellence pour un teint radieux. Nous la stabilisons pour qu’elle reste efficace de la première à la dernière pression.</p><ul><li><strong>15 % de vitamine C</strong> (acide 3-O-éthyl ascorbique), une forme stable qui ne vire pas à l’orange</li><li><strong>Acide férulique et vitamine E</strong> pour soutenir l’action antioxydante de la formule à la surface de la peau</li><li><strong>Acide hyaluronique</strong> pour une sensation fraîche et repulpée</li><li>Fini léger et non collant, qui se superpose à l’hydratant et au maquillage</li><li>Flacon ambré sans air, 30 mL, environ deux mois d’usage quotidien</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>How to use</h3><ol><li>Every morning, after cleansing, apply 2 to 3 drops to face and neck.</li><li>Press gently into the skin and let it absorb for one minute.</li><li>Follow with the Firming Peptide Day Cream and a broad-spectrum sunscreen.</li></ol><p>A light tingling on first use is normal and fades quickly. If your skin is sensitive, start every other day for the first week.</p>',
        fr: '<h3>Utilisation</h3><ol><li>Chaque matin, après le nettoyage, appliquez 2 à 3 gouttes sur le visage et le cou.</li><li>Faites pénétrer en pressant doucement et laissez absorber une minute.</li><li>Poursuivez avec la Crème de jour raffermissante aux peptides et un écran solaire à large spectre.</li></ol><p>Un léger picotement à la première utilisation est normal et disparaît rapidement. Si votre peau est sensible, commencez un jour sur deux la première semaine.</p>',
      },
      skinCareCautions,
    ),
    faq: {
      en: '<h3>Can I use it with retinol or bakuchiol?</h3><p>Yes: vitamin C in the morning, the Restorative Night Cream with bakuchiol in the evening.</p><h3>Why does my serum not change colour?</h3><p>Pure ascorbic acid oxidises and turns orange. We use a stable vitamin C derivative and an airless bottle, so your serum stays clear and effective.</p><h3>When will I see a difference?</h3><p>Skin often feels smoother within days. A brighter, more even look builds over four to eight weeks of daily use. Individual results vary.</p>',
      fr: '<h3>Puis-je l’utiliser avec du rétinol ou du bakuchiol?</h3><p>Oui : la vitamine C le matin, la Crème de nuit réparatrice au bakuchiol le soir.</p><h3>Pourquoi mon sérum ne change-t-il pas de couleur?</h3><p>L’acide ascorbique pur s’oxyde et devient orange. Nous utilisons un dérivé stable de la vitamine C et un flacon sans air : votre sérum reste clair et efficace.</p><h3>Quand verrai-je une différence?</h3><p>La peau paraît souvent plus lisse en quelques jours. Un teint plus lumineux et plus uniforme se révèle après quatre à huit semaines d’usage quotidien. Les résultats varient d’une personne à l’autre.</p>',
    },
    documentation: {
      en: '<h3>Key ingredients</h3><ul><li>3-O-Ethyl ascorbic acid (vitamin C), 15%</li><li>Ferulic acid, 0.5%</li><li>Tocopherol (vitamin E)</li><li>Sodium hyaluronate, two molecular weights</li></ul><p>pH 5.0. Fragrance-free, vegan; not tested on animals. Store below 25 °C. Best within 6 months of opening.</p>',
      fr: '<h3>Ingrédients clés</h3><ul><li>Acide 3-O-éthyl ascorbique (vitamine C), 15 %</li><li>Acide férulique, 0,5 %</li><li>Tocophérol (vitamine E)</li><li>Hyaluronate de sodium, deux poids moléculaires</li></ul><p>pH 5,0. Sans parfum, végane; non testé sur les animaux. Conserver sous 25 °C. Idéalement utilisé dans les 6 mois suivant l’ouverture.</p>',
    },
    ecommerce: {
      en: '<h3>Key messages</h3><ul><li>15% stabilised vitamin C that stays clear to the last drop.</li><li>Skin looks brighter and more even with daily use.</li><li>Part of the Radiant Skin Ritual package.</li></ul><h3>Suggested post</h3><blockquote><p>Two drops every morning, and my skin looks brighter on camera and off. The Upline Radiance Vitamin C Serum is my non-negotiable. #UplineWellness #MorningGlow</p></blockquote><p>Use only the official before/after illustration on the product page; do not post edited photos. Always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Messages clés</h3><ul><li>15 % de vitamine C stabilisée qui reste claire jusqu’à la dernière goutte.</li><li>La peau paraît plus lumineuse et plus uniforme avec un usage quotidien.</li><li>Fait partie du forfait Rituel peau radieuse.</li></ul><h3>Publication suggérée</h3><blockquote><p>Deux gouttes chaque matin, et ma peau paraît plus lumineuse, à l’écran comme en vrai. Le Sérum éclat à la vitamine C Upline est devenu incontournable pour moi. #UplineWellness #MorningGlow</p></blockquote><p>Utilisez seulement l’illustration avant/après officielle de la page du produit; ne publiez pas de photos retouchées. Précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/product-vitamin-c-serum.svg',
    imageUrls: ['/demo/product-vitamin-c-serum-2.svg', '/demo/product-vitamin-c-serum-3.svg', '/demo/product-vitamin-c-serum-4.svg'],
    rating: 4.8,
    reviewCount: 5,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: true,
    weightGrams: 120,
    prices: {
      USD: {
        customer: { sale: 5495, suggestedRetail: 6995, autoship: 4595 },
        ambassador: { sale: 4595, suggestedRetail: 6995, autoship: 3895 },
        scholar: { sale: 4195, suggestedRetail: 6995, autoship: 3495 },
      },
      CAD: {
        customer: { sale: 7399, suggestedRetail: 9399, autoship: 6195 },
        ambassador: { sale: 6195, suggestedRetail: 9399, autoship: 5295 },
        scholar: { sale: 5695, suggestedRetail: 9399, autoship: 4695 },
      },
    },
    memberTiers: skinCareMemberTiers,
    customerTiers: skinCareCustomerTiers,
    storySections: [
      {
        kind: 'story',
        heading: { en: 'Vitamin C, made to last', fr: 'La vitamine C, faite pour durer' },
        body: {
          en: 'Vitamin C is famous for a radiant look and notorious for spoiling in the bottle. Our chemists chose a stable form of vitamin C, partnered it with ferulic acid and vitamin E, and sealed it in an airless amber bottle, so the last drop works like the first.',
          fr: 'La vitamine C est réputée pour le teint radieux qu’elle donne, et pour s’altérer dans le flacon. Nos chimistes ont choisi une forme stable de vitamine C, l’ont associée à l’acide férulique et à la vitamine E, et l’ont scellée dans un flacon ambré sans air : la dernière goutte agit comme la première.',
        },
        imageUrl: '/demo/story-serum-lab.svg',
      },
      {
        kind: 'beforeAfter',
        heading: {
          en: 'Eight weeks of daily use: a brighter, more even look (illustration; individual results vary)',
          fr: 'Huit semaines d’usage quotidien : un teint plus lumineux et plus uniforme (illustration; les résultats varient)',
        },
        beforeUrl: '/demo/serum-before.svg',
        afterUrl: '/demo/serum-after.svg',
      },
    ],
    seo: {
      title: { en: 'Radiance Vitamin C Serum, 15% | Upline Wellness', fr: 'Sérum éclat à la vitamine C, 15 % | Upline Wellness' },
      description: {
        en: 'Lightweight serum with 15% stabilised vitamin C, ferulic acid, vitamin E and hyaluronic acid for skin that looks brighter and more even.',
        fr: 'Sérum léger à 15 % de vitamine C stabilisée, acide férulique, vitamine E et acide hyaluronique pour une peau plus lumineuse et plus uniforme.',
      },
    },
  },
  {
    id: 7,
    slug: 'restorative-night-cream',
    categorySlugs: ['skin-care'],
    name: { en: 'Restorative Night Cream — 50 mL', fr: 'Crème de nuit réparatrice — 50 mL' },
    shortDescription: {
      en: 'A rich yet breathable night cream with bakuchiol, squalane and ceramides. Wake up to skin that looks rested and feels supple.',
      fr: 'Une crème de nuit riche mais légère au bakuchiol, au squalane et aux céramides. Réveillez-vous avec une peau reposée et souple.',
    },
    description: {
      en: 'Night is when skin does its quiet work. Our Restorative Night Cream wraps it in comfort: bakuchiol, a plant-based alternative to retinol, helps reduce the look of fine lines; olive-derived squalane and ceramides support the skin’s moisture barrier; a peptide complex leaves skin feeling firmer by morning. Rich, cushiony and never greasy.',
      fr: 'La nuit, la peau travaille en silence. Notre Crème de nuit réparatrice l’enveloppe de confort : le bakuchiol, une solution végétale de rechange au rétinol, aide à atténuer l’apparence des ridules; le squalane d’olive et les céramides soutiennent la barrière d’hydratation de la peau; un complexe de peptides laisse la peau plus ferme au toucher au réveil. Riche, enveloppante et jamais grasse.',
    },
    descriptionTagline: { en: 'Sleep well. Wake up looking rested.', fr: 'Dormez bien. Réveillez-vous l’air reposé.' },
    overview: {
      en: '<h3>Your overnight ritual</h3><ul><li><strong>Bakuchiol 1%</strong>: a gentle plant-based alternative to retinol that helps reduce the look of fine lines</li><li><strong>Squalane and ceramides</strong>: support the moisture barrier for soft, supple skin</li><li><strong>Peptide complex</strong>: skin feels firmer and smoother by morning</li><li>Suitable during the day too, for very dry skin</li><li>50 mL glass jar with a refill pod</li></ul>',
      fr: '<h3>Votre rituel de nuit</h3><ul><li><strong>Bakuchiol 1 %</strong> : une solution végétale douce de rechange au rétinol qui aide à atténuer l’apparence des ridules</li><li><strong>Squalane et céramides</strong> : soutiennent la barrière d’hydratation pour une peau douce et souple</li><li><strong>Complexe de peptides</strong> : la peau est plus ferme et plus lisse au toucher au réveil</li><li>Convient aussi le jour, pour les peaux très sèches</li><li>Pot en verre de 50 mL avec recharge</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>How to use</h3><ol><li>Each evening, after cleansing, warm a pea-sized amount between your fingertips.</li><li>Press onto face and neck, then smooth upwards and outwards.</li><li>Finish with the Bright Eyes Cream around the eyes.</li></ol>',
        fr: '<h3>Utilisation</h3><ol><li>Chaque soir, après le nettoyage, réchauffez l’équivalent d’un pois entre vos doigts.</li><li>Appliquez en pressant sur le visage et le cou, puis lissez vers le haut et l’extérieur.</li><li>Terminez avec la Crème éclat contour des yeux autour des yeux.</li></ol>',
      },
      skinCareCautions,
    ),
    faq: {
      en: '<h3>Is bakuchiol safe during pregnancy?</h3><p>Bakuchiol is often chosen as a gentle alternative to retinol, but please ask your doctor or midwife before starting any new skin-care product during pregnancy or breastfeeding.</p><h3>How do I use the refill pod?</h3><p>When the jar is empty, lift out the inner pod, recycle it, and press the new one into the same glass jar.</p>',
      fr: '<h3>Le bakuchiol convient-il pendant la grossesse?</h3><p>Le bakuchiol est souvent choisi comme solution de rechange douce au rétinol, mais demandez l’avis de votre médecin ou de votre sage-femme avant de commencer un nouveau soin pendant la grossesse ou l’allaitement.</p><h3>Comment utiliser la recharge?</h3><p>Quand le pot est vide, retirez la capsule intérieure, recyclez-la et insérez la nouvelle dans le même pot en verre.</p>',
    },
    documentation: null,
    ecommerce: null,
    thumbnailUrl: '/demo/product-night-cream.svg',
    imageUrls: ['/demo/product-night-cream-2.svg', '/demo/product-night-cream-3.svg'],
    rating: 4.7,
    reviewCount: 3,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 260,
    prices: {
      USD: {
        customer: { sale: 4995, suggestedRetail: 5995, autoship: 4195 },
        ambassador: { sale: 4195, suggestedRetail: 5995, autoship: 3495 },
        scholar: { sale: 3895, suggestedRetail: 5995, autoship: 3295 },
      },
      CAD: {
        customer: { sale: 6699, suggestedRetail: 8099, autoship: 5695 },
        ambassador: { sale: 5695, suggestedRetail: 8099, autoship: 4695 },
        scholar: { sale: 5295, suggestedRetail: 8099, autoship: 4395 },
      },
    },
    memberTiers: skinCareMemberTiers,
    customerTiers: skinCareCustomerTiers,
    storySections: [],
    seo: {
      title: { en: 'Restorative Night Cream with Bakuchiol | Upline Wellness', fr: 'Crème de nuit réparatrice au bakuchiol | Upline Wellness' },
      description: {
        en: 'Rich, breathable night cream with bakuchiol, squalane, ceramides and peptides. Wake up to skin that looks rested and feels supple.',
        fr: 'Crème de nuit riche et légère au bakuchiol, squalane, céramides et peptides. Une peau reposée et souple au réveil.',
      },
    },
  },
];
