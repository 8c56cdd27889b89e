import type { ProductSeed } from '../types.js';
import { joinHtml, supplementCautions, supplementDisclaimer } from './shared-copy.js';
import { supplementCustomerTiers, supplementMemberTiers } from './tiers.js';

export const digestiveAndGreensProducts: ProductSeed[] = [
  {
    id: 6,
    slug: 'digestive-enzyme-tablets',
    categorySlugs: ['digestive-health'],
    name: { en: 'Digestive Enzyme Tablets — 90 tablets', fr: 'Comprimés d’enzymes digestives — 90 comprimés' },
    shortDescription: {
      en: 'A full-spectrum blend of eight plant and fruit enzymes that helps support the digestion of proteins, fats and carbohydrates.',
      fr: 'Un mélange complet de huit enzymes végétales et fruitières qui aide à soutenir la digestion des protéines, des lipides et des glucides.',
    },
    description: {
      en: 'Rich meals, new cuisines, busy evenings: our Digestive Enzyme Tablets give every plate a helping hand. Protease, amylase and lipase help support the digestion of proteins, carbohydrates and fats; lactase helps digest lactose (milk sugar); bromelain from pineapple and papain from papaya complete the blend, with a touch of ginger root. One small, easy-to-swallow tablet with each main meal.',
      fr: 'Repas copieux, nouvelles cuisines, soirées chargées : nos Comprimés d’enzymes digestives donnent un coup de main à chaque assiette. La protéase, l’amylase et la lipase aident à soutenir la digestion des protéines, des glucides et des lipides; la lactase aide à digérer le lactose (sucre du lait); la bromélaïne de l’ananas et la papaïne de la papaye complètent le mélange, avec une touche de racine de gingembre. Un petit comprimé facile à avaler avec chaque repas principal.',
    },
    descriptionTagline: { en: 'Enjoy every meal, from the first bite to the last.', fr: 'Savourez chaque repas, de la première à la dernière bouchée.' },
    overview: {
      en: '<h3>Eight enzymes, one small tablet</h3><p>Enzymes are the tools your body uses to break food down. Ours come from plants, fruits and fermentation, and are measured by activity, not only by weight.</p><ul><li><strong>Protease, amylase, lipase</strong>: help support the digestion of proteins, carbohydrates and fats</li><li><strong>Lactase</strong>: helps digest lactose (milk sugar)</li><li><strong>Cellulase</strong>, <strong>bromelain</strong> (pineapple) and <strong>papain</strong> (papaya)</li><li>Ginger root for a warm finish</li><li>Vegan, gluten-free, no fillers; 90 tablets, a 30-day supply</li></ul>',
      fr: '<h3>Huit enzymes, un petit comprimé</h3><p>Les enzymes sont les outils dont votre corps se sert pour décomposer les aliments. Les nôtres proviennent de végétaux, de fruits et de la fermentation, et sont dosées selon leur activité, pas seulement leur poids.</p><ul><li><strong>Protéase, amylase, lipase</strong> : aident à soutenir la digestion des protéines, des glucides et des lipides</li><li><strong>Lactase</strong> : aide à digérer le lactose (sucre du lait)</li><li><strong>Cellulase</strong>, <strong>bromélaïne</strong> (ananas) et <strong>papaïne</strong> (papaye)</li><li>Racine de gingembre pour une finale chaleureuse</li><li>Végane, sans gluten, sans agents de remplissage; 90 comprimés, 30 jours d’utilisation</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>Directions for use</h3><ol><li>Adults: take 1 tablet with the first bites of each main meal, up to 3 tablets a day.</li><li>Swallow with water; do not chew.</li><li>For a particularly rich meal you may take a second tablet with it, without exceeding 4 tablets a day.</li></ol>',
        fr: '<h3>Mode d’emploi</h3><ol><li>Adultes : prendre 1 comprimé avec les premières bouchées de chaque repas principal, jusqu’à 3 comprimés par jour.</li><li>Avaler avec de l’eau; ne pas croquer.</li><li>Pour un repas particulièrement copieux, un deuxième comprimé peut être pris, sans dépasser 4 comprimés par jour.</li></ol>',
      },
      {
        en: '<p>Do not use if you are allergic to pineapple, papaya or latex.</p>',
        fr: '<p>Ne pas utiliser en cas d’allergie à l’ananas, à la papaye ou au latex.</p>',
      },
      supplementCautions,
    ),
    faq: {
      en: '<h3>When should I take it?</h3><p>With the first bites of a meal, so the enzymes meet the food when it arrives. Taken long before or after eating, they have little to work on.</p><h3>Can I take it every day?</h3><p>Yes, with each main meal, as directed. Many customers keep a few tablets in a small case for restaurant meals.</p><h3>Why buy 2, get 1 free?</h3><p>Digestive comfort is a daily habit. The offer lets you try three months at the price of two, backed by our 45-day money-back guarantee.</p>',
      fr: '<h3>Quand dois-je le prendre?</h3><p>Avec les premières bouchées d’un repas, pour que les enzymes rencontrent les aliments dès leur arrivée. Pris longtemps avant ou après le repas, elles ont peu de travail à faire.</p><h3>Puis-je le prendre tous les jours?</h3><p>Oui, avec chaque repas principal, selon le mode d’emploi. Bien des clients gardent quelques comprimés dans un petit étui pour les repas au restaurant.</p><h3>Pourquoi 2 achetés, 1 offert?</h3><p>Le confort digestif est une habitude quotidienne. L’offre vous permet d’essayer trois mois pour le prix de deux, avec notre garantie satisfait ou remboursé de 45 jours.</p>',
    },
    documentation: joinHtml(
      {
        en: '<h3>Per tablet</h3><table><tbody><tr><th>Protease (from Aspergillus)</th><td>25,000 HUT</td></tr><tr><th>Amylase</th><td>5,000 DU</td></tr><tr><th>Lipase</th><td>1,000 FIP</td></tr><tr><th>Lactase</th><td>1,000 ALU</td></tr><tr><th>Cellulase</th><td>400 CU</td></tr><tr><th>Bromelain (pineapple)</th><td>100 mg (2,400 GDU/g)</td></tr><tr><th>Papain (papaya)</th><td>50 mg</td></tr><tr><th>Ginger root powder</th><td>50 mg</td></tr></tbody></table><p>Non-medicinal ingredients: microcrystalline cellulose, vegetable-grade magnesium stearate, hypromellose coating. Store below 25 °C, away from moisture.</p>',
        fr: '<h3>Par comprimé</h3><table><tbody><tr><th>Protéase (d’Aspergillus)</th><td>25 000 HUT</td></tr><tr><th>Amylase</th><td>5 000 DU</td></tr><tr><th>Lipase</th><td>1 000 FIP</td></tr><tr><th>Lactase</th><td>1 000 ALU</td></tr><tr><th>Cellulase</th><td>400 CU</td></tr><tr><th>Bromélaïne (ananas)</th><td>100 mg (2 400 GDU/g)</td></tr><tr><th>Papaïne (papaye)</th><td>50 mg</td></tr><tr><th>Poudre de racine de gingembre</th><td>50 mg</td></tr></tbody></table><p>Ingrédients non médicinaux : cellulose microcristalline, stéarate de magnésium d’origine végétale, enrobage d’hypromellose. Conserver sous 25 °C, à l’abri de l’humidité.</p>',
      },
      supplementDisclaimer,
    ),
    ecommerce: {
      en: '<h3>Key messages</h3><ul><li>Eight enzymes that help support the digestion of proteins, fats and carbohydrates.</li><li>One tablet with each main meal; vegan and gluten-free.</li><li>Buy 2, get 1 free for a limited time.</li></ul><h3>Suggested post</h3><blockquote><p>Holiday dinners, restaurant nights, new recipes: I keep Upline Digestive Enzymes in my bag. Buy 2, get 1 free this month. #UplineWellness #EnjoyEveryMeal</p></blockquote><p>Share only the claims on this page, and always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Messages clés</h3><ul><li>Huit enzymes qui aident à soutenir la digestion des protéines, des lipides et des glucides.</li><li>Un comprimé avec chaque repas principal; végane et sans gluten.</li><li>2 achetés, 1 offert pour un temps limité.</li></ul><h3>Publication suggérée</h3><blockquote><p>Soupers des Fêtes, soirées au restaurant, nouvelles recettes : je garde les Enzymes digestives Upline dans mon sac. 2 achetés, 1 offert ce mois-ci. #UplineWellness #EnjoyEveryMeal</p></blockquote><p>Ne partagez que les allégations de cette page, et précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/product-enzymes.svg',
    imageUrls: ['/demo/product-enzymes-2.svg', '/demo/product-enzymes-3.svg', '/demo/product-enzymes-4.svg'],
    rating: 4.8,
    reviewCount: 4,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: true,
    weightGrams: 160,
    prices: {
      USD: {
        customer: { sale: 3495, suggestedRetail: 4495, autoship: 2795 },
        ambassador: { sale: 2895, suggestedRetail: 4495, autoship: 2295 },
        scholar: { sale: 2695, suggestedRetail: 4495, autoship: 2095 },
      },
      CAD: {
        customer: { sale: 4699, suggestedRetail: 6099, autoship: 3795 },
        ambassador: { sale: 3895, suggestedRetail: 6099, autoship: 3095 },
        scholar: { sale: 3595, suggestedRetail: 6099, autoship: 2795 },
      },
    },
    memberTiers: supplementMemberTiers,
    customerTiers: [
      { range: '2-5', discountBps: 300 },
      { range: '6-11', discountBps: 800 },
      { range: '12+', discountBps: 1200 },
    ],
    storySections: [],
    seo: {
      title: {
        en: 'Digestive Enzyme Tablets, 90 tablets | Upline Wellness',
        fr: 'Comprimés d’enzymes digestives, 90 comprimés | Upline Wellness',
      },
      description: {
        en: 'Eight plant and fruit enzymes, including lactase, bromelain and papain, to help support the digestion of proteins, fats and carbohydrates. Buy 2, get 1 free.',
        fr: 'Huit enzymes végétales et fruitières, dont la lactase, la bromélaïne et la papaïne, pour aider à soutenir la digestion des protéines, des lipides et des glucides.',
      },
    },
  },
  {
    id: 8,
    slug: 'daily-greens-complex',
    categorySlugs: ['nutrition', 'digestive-health'],
    name: { en: 'Daily Greens Complex — Mint & Lemon', fr: 'Complexe de verdures quotidien — Menthe et citron' },
    shortDescription: {
      en: 'Eleven organic greens, sea vegetables and matcha with 3 g of fibre per scoop, in a fresh mint and lemon taste.',
      fr: 'Onze verdures biologiques, légumes de mer et matcha, avec 3 g de fibres par mesure, au goût frais de menthe et de citron.',
    },
    description: {
      en: 'One scoop, eleven greens. The Daily Greens Complex blends organic spirulina, chlorella, wheatgrass, barley grass, kale, spinach and broccoli with matcha, apple fibre and inulin from chicory root. It is a source of fibre with 3 g per serving, and it actually tastes good: fresh mint and lemon, no grassy aftertaste. Stir it into water, blend it into a smoothie or shake it with your Antioxidant Whey Complex.',
      fr: 'Une mesure, onze verdures. Le Complexe de verdures quotidien réunit spiruline, chlorelle, herbe de blé, herbe d’orge, chou frisé, épinard et brocoli biologiques, avec du matcha, de la fibre de pomme et de l’inuline de racine de chicorée. C’est une source de fibres avec 3 g par portion, et c’est vraiment bon : menthe fraîche et citron, sans arrière-goût d’herbe. Mélangez-le à l’eau, ajoutez-le à un smoothie ou agitez-le avec votre Complexe antioxydant de lactosérum.',
    },
    descriptionTagline: { en: 'Your greens, handled before breakfast.', fr: 'Vos verdures, réglées avant le déjeuner.' },
    overview: {
      en: '<h3>The green habit that sticks</h3><p>Most of us mean to eat more greens. The Daily Greens Complex makes it a 30-second habit.</p><ul><li>Organic spirulina, chlorella, wheatgrass, barley grass, kale, spinach and broccoli</li><li>Matcha green tea for a gentle, natural lift (25 mg of caffeine per scoop)</li><li>Source of fibre: 3 g per serving from apple fibre and chicory-root inulin</li><li>Fresh mint and lemon; no added sugar</li><li>30 servings per 270 g tub</li></ul>',
      fr: '<h3>L’habitude verte qui dure</h3><p>Nous voulons presque tous manger plus de verdures. Le Complexe de verdures quotidien en fait une habitude de 30 secondes.</p><ul><li>Spiruline, chlorelle, herbe de blé, herbe d’orge, chou frisé, épinard et brocoli biologiques</li><li>Thé vert matcha pour un regain doux et naturel (25 mg de caféine par mesure)</li><li>Source de fibres : 3 g par portion, de fibre de pomme et d’inuline de racine de chicorée</li><li>Menthe fraîche et citron; sans sucre ajouté</li><li>30 portions par contenant de 270 g</li></ul>',
    },
    instructions: joinHtml(
      {
        en: '<h3>Directions for use</h3><ol><li>Add one scoop (9 g) to 250 to 300 mL of cold water or juice.</li><li>Shake or stir well; it mixes best in a shaker bottle.</li><li>Take once a day, ideally in the morning. Contains caffeine from matcha: avoid late in the evening.</li></ol>',
        fr: '<h3>Mode d’emploi</h3><ol><li>Ajoutez une mesure (9 g) à 250 à 300 mL d’eau froide ou de jus.</li><li>Agitez ou remuez bien; le mélange est meilleur dans un gobelet mélangeur.</li><li>Prenez-le une fois par jour, idéalement le matin. Contient de la caféine provenant du matcha : évitez-le tard le soir.</li></ol>',
      },
      supplementCautions,
    ),
    faq: {
      en: '<h3>Does it replace vegetables?</h3><p>No. It is a convenient addition to a varied diet, not a replacement for whole vegetables and fruit.</p><h3>Why mint and lemon?</h3><p>Greens can taste grassy. We tried more than twenty flavour versions with our community; fresh mint and lemon won by a wide margin.</p><h3>Is it organic?</h3><p>All eleven greens are certified organic. The flavours are natural, and the blend is vegan and gluten-free.</p>',
      fr: '<h3>Remplace-t-il les légumes?</h3><p>Non. C’est un ajout pratique à une alimentation variée, pas un substitut aux légumes et aux fruits entiers.</p><h3>Pourquoi menthe et citron?</h3><p>Les verdures peuvent avoir un goût d’herbe. Nous avons essayé plus de vingt versions avec notre communauté; la menthe fraîche et le citron l’ont emporté haut la main.</p><h3>Est-il biologique?</h3><p>Les onze verdures sont certifiées biologiques. Les arômes sont naturels, et le mélange est végane et sans gluten.</p>',
    },
    documentation: joinHtml(
      {
        en: '<h3>Per scoop (9 g)</h3><table><tbody><tr><th>Organic greens blend</th><td>5,200 mg</td></tr><tr><th>Organic matcha</th><td>500 mg (25 mg caffeine)</td></tr><tr><th>Fibre</th><td>3 g</td></tr><tr><th>Sugars</th><td>1 g</td></tr><tr><th>Calories</th><td>30</td></tr></tbody></table><p>Greens blend: spirulina, chlorella, wheatgrass, barley grass, kale, spinach, broccoli, parsley, alfalfa, moringa, dulse. Store in a cool, dry place and use within 90 days of opening.</p>',
        fr: '<h3>Par mesure (9 g)</h3><table><tbody><tr><th>Mélange de verdures biologiques</th><td>5 200 mg</td></tr><tr><th>Matcha biologique</th><td>500 mg (25 mg de caféine)</td></tr><tr><th>Fibres</th><td>3 g</td></tr><tr><th>Sucres</th><td>1 g</td></tr><tr><th>Calories</th><td>30</td></tr></tbody></table><p>Mélange de verdures : spiruline, chlorelle, herbe de blé, herbe d’orge, chou frisé, épinard, brocoli, persil, luzerne, moringa, dulse. Conserver dans un endroit frais et sec et utiliser dans les 90 jours suivant l’ouverture.</p>',
      },
      supplementDisclaimer,
    ),
    ecommerce: null,
    thumbnailUrl: '/demo/product-greens.svg',
    imageUrls: ['/demo/product-greens-2.svg', '/demo/product-greens-3.svg', '/demo/product-greens-4.svg'],
    rating: 4.8,
    reviewCount: 4,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: true,
    weightGrams: 380,
    prices: {
      USD: {
        customer: { sale: 4995, suggestedRetail: 5995, autoship: 3995 },
        ambassador: { sale: 4195, suggestedRetail: 5995, autoship: 3295 },
        scholar: { sale: 3895, suggestedRetail: 5995, autoship: 3095 },
      },
      CAD: {
        customer: { sale: 6699, suggestedRetail: 8099, autoship: 5395 },
        ambassador: { sale: 5695, suggestedRetail: 8099, autoship: 4395 },
        scholar: { sale: 5295, suggestedRetail: 8099, autoship: 4195 },
      },
    },
    memberTiers: supplementMemberTiers,
    customerTiers: supplementCustomerTiers,
    storySections: [
      {
        kind: 'story',
        heading: { en: 'Grown for colour', fr: 'Cultivées pour leur couleur' },
        body: {
          en: 'Our greens are grown by certified organic farms and harvested at their most vivid, then dried at low temperature within hours of picking. That care is what you see in the deep green of every scoop, and what you taste in a blend that is fresh rather than grassy.',
          fr: 'Nos verdures sont cultivées par des fermes certifiées biologiques et récoltées au sommet de leur couleur, puis séchées à basse température quelques heures après la cueillette. Ce soin se voit dans le vert profond de chaque mesure et se goûte dans un mélange frais plutôt qu’herbacé.',
        },
        imageUrl: '/demo/story-greens-farm.svg',
      },
      {
        kind: 'story',
        heading: { en: 'Thirty seconds, every morning', fr: 'Trente secondes, chaque matin' },
        body: {
          en: 'Habits stick when they are easy. Keep the tub next to the kettle, shake one scoop into cold water while the coffee brews, and your greens are handled before breakfast. Pair it with the Antioxidant Whey Complex for a complete morning ritual.',
          fr: 'Les habitudes durent quand elles sont faciles. Gardez le contenant près de la bouilloire, agitez une mesure dans de l’eau froide pendant que le café infuse, et vos verdures sont réglées avant le déjeuner. Associez-le au Complexe antioxydant de lactosérum pour un rituel matinal complet.',
        },
        imageUrl: '/demo/story-greens-glass.svg',
      },
    ],
    seo: {
      title: {
        en: 'Daily Greens Complex, Mint & Lemon | Upline Wellness',
        fr: 'Complexe de verdures quotidien, menthe et citron | Upline Wellness',
      },
      description: {
        en: 'Eleven organic greens with matcha and 3 g of fibre per scoop, in a fresh mint and lemon flavour. 30 servings, vegan and gluten-free.',
        fr: 'Onze verdures biologiques avec matcha et 3 g de fibres par mesure, saveur fraîche menthe et citron. 30 portions, végane et sans gluten.',
      },
    },
  },
];
