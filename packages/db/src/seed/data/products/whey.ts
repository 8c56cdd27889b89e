import type { ProductSeed } from '../types.js';
import { joinHtml, supplementCautions, supplementDisclaimer } from './shared-copy.js';
import { supplementCustomerTiers, supplementMemberTiers } from './tiers.js';

const wheyDirections = {
  en: '<h3>Directions for use</h3><ol><li>Add one level scoop (32 g) to 250 mL of cold water, milk or a plant-based beverage.</li><li>Shake for 15 seconds or blend with fruit and ice for a smoothie.</li><li>Enjoy once or twice a day: with breakfast, between meals or within an hour after training.</li></ol><p>Use the scoop inside the tub; it settles during shipping, so the tub may look less than full.</p>',
  fr: '<h3>Mode d’emploi</h3><ol><li>Ajoutez une mesure rase (32 g) à 250 mL d’eau froide, de lait ou de boisson végétale.</li><li>Agitez 15 secondes ou mélangez au mélangeur avec des fruits et de la glace pour un smoothie.</li><li>Prenez-le une ou deux fois par jour : au déjeuner, entre les repas ou dans l’heure qui suit l’entraînement.</li></ol><p>La mesure se trouve dans le contenant; la poudre se tasse pendant le transport, le contenant peut donc sembler moins plein.</p>',
};

export const wheyProducts: ProductSeed[] = [
  {
    id: 1,
    slug: 'antioxidant-whey-complex-vanilla',
    categorySlugs: ['nutrition'],
    name: { en: 'Antioxidant Whey Complex — Vanilla Bean', fr: 'Complexe antioxydant de lactosérum — Gousse de vanille' },
    shortDescription: {
      en: 'Grass-fed whey isolate with wild blueberry, pomegranate and green tea, plus vitamins C and E. 25 g of protein per scoop.',
      fr: 'Isolat de lactosérum de vaches nourries à l’herbe, avec bleuet sauvage, grenade et thé vert, plus vitamines C et E. 25 g de protéines par mesure.',
    },
    description: {
      en: 'Our signature protein pairs cold-processed whey isolate from grass-fed cows with a colourful blend of wild blueberry, pomegranate and green tea extracts. Vitamins C and E, two antioxidants that help protect cells against oxidative damage caused by free radicals, round it out. Each scoop gives 25 g of protein to help build and repair body tissues, with only 2 g of sugar and a smooth, real-vanilla taste that mixes in seconds.',
      fr: 'Notre protéine signature associe un isolat de lactosérum transformé à froid, issu de vaches nourries à l’herbe, à un mélange coloré d’extraits de bleuet sauvage, de grenade et de thé vert. Les vitamines C et E, deux antioxydants qui aident à protéger les cellules contre les dommages oxydatifs causés par les radicaux libres, complètent la formule. Chaque mesure fournit 25 g de protéines qui aident à construire et à réparer les tissus corporels, avec seulement 2 g de sucre et un goût onctueux de vraie vanille qui se mélange en quelques secondes.',
    },
    descriptionTagline: { en: 'Clean protein. Colourful antioxidants. One delicious scoop.', fr: 'Protéine pure. Antioxydants colorés. Une seule mesure savoureuse.' },
    overview: {
      en: '<h3>Protein with a purpose</h3><p>Most protein powders stop at protein. The Antioxidant Whey Complex adds what a busy day often lacks: the deep colours of berries and green tea, and the antioxidant vitamins C and E.</p><ul><li><strong>25 g of protein</strong> per scoop, from micro-filtered whey isolate</li><li><strong>Antioxidant blend</strong> of wild blueberry, pomegranate and green tea extracts</li><li><strong>Vitamins C and E</strong> help protect cells against oxidative damage caused by free radicals</li><li>2 g of sugar, sweetened with stevia leaf; no artificial colours or flavours</li><li>28 servings per 908 g tub</li></ul><p>Enjoy it with the Daily Greens Complex for a complete morning ritual, or choose the Holistic Wellness Package.</p>',
      fr: '<h3>Une protéine qui va plus loin</h3><p>La plupart des protéines en poudre s’arrêtent aux protéines. Le Complexe antioxydant de lactosérum ajoute ce qui manque souvent à une journée chargée : les couleurs intenses des petits fruits et du thé vert, et les vitamines antioxydantes C et E.</p><ul><li><strong>25 g de protéines</strong> par mesure, provenant d’un isolat de lactosérum microfiltré</li><li><strong>Mélange antioxydant</strong> d’extraits de bleuet sauvage, de grenade et de thé vert</li><li><strong>Les vitamines C et E</strong> aident à protéger les cellules contre les dommages oxydatifs causés par les radicaux libres</li><li>2 g de sucre, sucré à la feuille de stévia; sans colorants ni arômes artificiels</li><li>28 portions par contenant de 908 g</li></ul><p>Associez-le au Complexe de verdures quotidien pour un rituel matinal complet, ou choisissez le Forfait bien-être holistique.</p>',
    },
    instructions: joinHtml(wheyDirections, supplementCautions),
    faq: {
      en: '<h3>Is it suitable if I am sensitive to lactose?</h3><p>Whey isolate is filtered to remove most of the lactose (less than 0.5 g per scoop), so many people who are sensitive to lactose tolerate it well. It does contain milk; do not use it if you are allergic to milk.</p><h3>Can I bake with it?</h3><p>Yes. Replace up to a quarter of the flour in pancakes, muffins or energy bites. Heat changes the texture of protein, not its amount.</p><h3>How is it different from a regular whey?</h3><p>Each scoop also carries our antioxidant blend and vitamins C and E, so your shake does more than deliver protein.</p><h3>Does it come in other flavours?</h3><p>Vanilla Bean is our year-round flavour. Limited editions appear a few times a year; subscribe to our newsletter to hear first.</p>',
      fr: '<h3>Est-il adapté si je suis sensible au lactose?</h3><p>L’isolat de lactosérum est filtré pour retirer la majeure partie du lactose (moins de 0,5 g par mesure); bien des personnes sensibles au lactose le tolèrent donc bien. Il contient du lait : ne l’utilisez pas si vous êtes allergique au lait.</p><h3>Puis-je cuisiner avec?</h3><p>Oui. Remplacez jusqu’au quart de la farine dans les crêpes, les muffins ou les bouchées énergétiques. La chaleur modifie la texture des protéines, pas leur quantité.</p><h3>En quoi diffère-t-il d’un lactosérum ordinaire?</h3><p>Chaque mesure contient aussi notre mélange antioxydant et les vitamines C et E : votre boisson fait plus que fournir des protéines.</p><h3>Existe-t-il d’autres saveurs?</h3><p>Gousse de vanille est notre saveur offerte toute l’année. Des éditions limitées paraissent quelques fois par année; abonnez-vous à notre infolettre pour en être informé en premier.</p>',
    },
    documentation: joinHtml(
      {
        en: '<h3>Specifications</h3><table><tbody><tr><th>Serving size</th><td>1 scoop (32 g)</td></tr><tr><th>Servings per tub</th><td>28</td></tr><tr><th>Protein</th><td>25 g per serving</td></tr><tr><th>Sugars</th><td>2 g per serving</td></tr><tr><th>Vitamin C</th><td>90 mg per serving</td></tr><tr><th>Vitamin E</th><td>15 mg per serving</td></tr><tr><th>Antioxidant blend</th><td>wild blueberry, pomegranate and green tea extracts, 500 mg</td></tr><tr><th>Allergens</th><td>Contains milk. Made in a facility that also handles soy and eggs.</td></tr><tr><th>Storage</th><td>Keep tightly closed in a cool, dry place. Use within 60 days of opening.</td></tr></tbody></table><h3>Quality</h3><p>Every lot is tested by an independent laboratory for protein content, heavy metals and microbial purity. Certificates of analysis are available on request from support@upline.example.</p>',
        fr: '<h3>Caractéristiques</h3><table><tbody><tr><th>Portion</th><td>1 mesure (32 g)</td></tr><tr><th>Portions par contenant</th><td>28</td></tr><tr><th>Protéines</th><td>25 g par portion</td></tr><tr><th>Sucres</th><td>2 g par portion</td></tr><tr><th>Vitamine C</th><td>90 mg par portion</td></tr><tr><th>Vitamine E</th><td>15 mg par portion</td></tr><tr><th>Mélange antioxydant</th><td>extraits de bleuet sauvage, de grenade et de thé vert, 500 mg</td></tr><tr><th>Allergènes</th><td>Contient du lait. Fabriqué dans une installation qui manipule aussi du soya et des œufs.</td></tr><tr><th>Conservation</th><td>Bien refermer et garder dans un endroit frais et sec. Utiliser dans les 60 jours suivant l’ouverture.</td></tr></tbody></table><h3>Qualité</h3><p>Chaque lot est analysé par un laboratoire indépendant pour sa teneur en protéines, les métaux lourds et la pureté microbienne. Les certificats d’analyse sont offerts sur demande à support@upline.example.</p>',
      },
      supplementDisclaimer,
    ),
    ecommerce: {
      en: '<h3>Key messages</h3><ul><li>25 g of grass-fed whey protein in every scoop.</li><li>Antioxidant vitamins C and E plus wild blueberry, pomegranate and green tea.</li><li>Buy 2, get the third free for a limited time.</li></ul><h3>Suggested post</h3><blockquote><p>My morning shake got an upgrade: 25 g of protein plus berries and green tea in one scoop of the Upline Antioxidant Whey Complex. Buy 2, get 1 free right now. Link in bio. #UplineWellness #ProteinWithAPurpose</p></blockquote><h3>Images</h3><ul><li><a href="/demo/product-whey-vanilla.svg">Front of tub</a></li><li><a href="/demo/product-whey-vanilla-3.svg">Ingredients</a></li><li><a href="/demo/story-whey-berries.svg">Berries and green tea</a></li></ul><p>Share only the claims on this page, and always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Messages clés</h3><ul><li>25 g de protéines de lactosérum de vaches nourries à l’herbe dans chaque mesure.</li><li>Vitamines antioxydantes C et E, plus bleuet sauvage, grenade et thé vert.</li><li>Achetez-en 2, obtenez le troisième gratuitement pour un temps limité.</li></ul><h3>Publication suggérée</h3><blockquote><p>Mon frappé du matin passe au niveau supérieur : 25 g de protéines, des petits fruits et du thé vert dans une seule mesure du Complexe antioxydant de lactosérum Upline. Achetez-en 2, obtenez-en 1 gratuit en ce moment. Lien dans ma bio. #UplineWellness #ProteinWithAPurpose</p></blockquote><h3>Images</h3><ul><li><a href="/demo/product-whey-vanilla.svg">Devant du contenant</a></li><li><a href="/demo/product-whey-vanilla-3.svg">Ingrédients</a></li><li><a href="/demo/story-whey-berries.svg">Petits fruits et thé vert</a></li></ul><p>Ne partagez que les allégations de cette page, et précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/product-whey-vanilla.svg',
    imageUrls: ['/demo/product-whey-vanilla-2.svg', '/demo/product-whey-vanilla-3.svg', '/demo/product-whey-vanilla-4.svg'],
    rating: 4.8,
    reviewCount: 5,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: true,
    weightGrams: 1080,
    prices: {
      USD: {
        customer: { sale: 6495, suggestedRetail: 7995, autoship: 5495 },
        ambassador: { sale: 5495, suggestedRetail: 7995, autoship: 4595 },
        scholar: { sale: 4995, suggestedRetail: 7995, autoship: 4195 },
      },
      CAD: {
        customer: { sale: 8799, suggestedRetail: 10799, autoship: 7395 },
        ambassador: { sale: 7395, suggestedRetail: 10799, autoship: 6195 },
        scholar: { sale: 6695, suggestedRetail: 10799, autoship: 5695 },
      },
    },
    memberTiers: supplementMemberTiers,
    customerTiers: supplementCustomerTiers,
    storySections: [
      {
        kind: 'story',
        heading: { en: 'From pasture to scoop', fr: 'Du pâturage à la mesure' },
        body: {
          en: 'Our whey comes from family dairy farms in Ontario and Quebec, where cows graze on pasture from spring to autumn. The milk is cold micro-filtered rather than heat-treated, which keeps the protein close to its natural form and removes most of the fat and lactose.',
          fr: 'Notre lactosérum provient de fermes laitières familiales de l’Ontario et du Québec, où les vaches broutent au pâturage du printemps à l’automne. Le lait est microfiltré à froid plutôt que traité à la chaleur, ce qui garde la protéine proche de sa forme naturelle et retire la majeure partie du gras et du lactose.',
        },
        imageUrl: '/demo/story-whey-farm.svg',
      },
      {
        kind: 'story',
        heading: { en: 'A spectrum of colour', fr: 'Tout un éventail de couleurs' },
        body: {
          en: 'Wild blueberries, pomegranate and green tea bring their deep natural pigments to every scoop. We add vitamins C and E, antioxidants that help protect cells against oxidative damage caused by free radicals, so your protein shake supports more than your muscles.',
          fr: 'Le bleuet sauvage, la grenade et le thé vert apportent leurs pigments naturels intenses à chaque mesure. Nous y ajoutons les vitamines C et E, des antioxydants qui aident à protéger les cellules contre les dommages oxydatifs causés par les radicaux libres : votre frappé protéiné soutient plus que vos muscles.',
        },
        imageUrl: '/demo/story-whey-berries.svg',
      },
    ],
    seo: {
      title: {
        en: 'Antioxidant Whey Complex, Vanilla Bean | Upline Wellness',
        fr: 'Complexe antioxydant de lactosérum, vanille | Upline Wellness',
      },
      description: {
        en: 'Grass-fed whey isolate with wild blueberry, pomegranate, green tea and vitamins C and E. 25 g of protein per scoop. Buy 2, get 1 free.',
        fr: 'Isolat de lactosérum de vaches nourries à l’herbe avec bleuet sauvage, grenade, thé vert et vitamines C et E. 25 g de protéines par mesure. 2 achetés, 1 offert.',
      },
    },
  },
  {
    id: 3,
    slug: 'antioxidant-whey-complex-salted-caramel',
    categorySlugs: ['nutrition'],
    name: { en: 'Antioxidant Whey Complex — Salted Caramel (Limited Edition)', fr: 'Complexe antioxydant de lactosérum — Caramel salé (édition limitée)' },
    shortDescription: {
      en: 'Our winter limited edition: the same grass-fed whey and antioxidant blend, with a rich salted-caramel taste.',
      fr: 'Notre édition limitée d’hiver : le même lactosérum de vaches nourries à l’herbe et le même mélange antioxydant, au goût riche de caramel salé.',
    },
    description: {
      en: 'The Antioxidant Whey Complex you know, in a salted-caramel flavour made with real caramelised sugar and a pinch of sea salt. Released each winter in small batches; it returns to the shop when the next batch is ready.',
      fr: 'Le Complexe antioxydant de lactosérum que vous connaissez, en version caramel salé préparée avec du vrai sucre caramélisé et une pincée de sel de mer. Offert chaque hiver en petits lots; il revient en boutique dès que le prochain lot est prêt.',
    },
    descriptionTagline: { en: 'A winter treat, in small batches.', fr: 'Une douceur d’hiver, en petits lots.' },
    overview: {
      en: '<h3>Limited edition</h3><p>25 g of protein per scoop with our antioxidant blend and vitamins C and E, in a salted-caramel flavour. 3 g of sugar per serving. Available each winter while batches last.</p>',
      fr: '<h3>Édition limitée</h3><p>25 g de protéines par mesure avec notre mélange antioxydant et les vitamines C et E, saveur caramel salé. 3 g de sucre par portion. Offert chaque hiver, jusqu’à épuisement des lots.</p>',
    },
    instructions: joinHtml(wheyDirections, supplementCautions),
    faq: null,
    documentation: null,
    ecommerce: null,
    thumbnailUrl: '/demo/product-whey-caramel.svg',
    imageUrls: ['/demo/product-whey-caramel-2.svg', '/demo/product-whey-caramel-3.svg'],
    rating: 0,
    reviewCount: 0,
    // Between batches: kept for past orders and re-orders, hidden from the shop.
    displayShop: false,
    displayReview: false,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: false,
    weightGrams: 1080,
    prices: {
      USD: {
        customer: { sale: 6495, suggestedRetail: 7995, autoship: 5495 },
        ambassador: { sale: 5495, suggestedRetail: 7995, autoship: 4595 },
        scholar: { sale: 4995, suggestedRetail: 7995, autoship: 4195 },
      },
      CAD: {
        customer: { sale: 8799, suggestedRetail: 10799, autoship: 7395 },
        ambassador: { sale: 7395, suggestedRetail: 10799, autoship: 6195 },
        scholar: { sale: 6695, suggestedRetail: 10799, autoship: 5695 },
      },
    },
    memberTiers: supplementMemberTiers,
    customerTiers: supplementCustomerTiers,
    storySections: [],
    seo: {
      title: {
        en: 'Antioxidant Whey Complex, Salted Caramel | Upline Wellness',
        fr: 'Complexe antioxydant de lactosérum, caramel salé | Upline Wellness',
      },
      description: {
        en: 'Winter limited edition of our grass-fed whey isolate with antioxidants, in salted caramel. 25 g of protein per scoop.',
        fr: 'Édition limitée d’hiver de notre isolat de lactosérum avec antioxydants, saveur caramel salé. 25 g de protéines par mesure.',
      },
    },
  },
];
