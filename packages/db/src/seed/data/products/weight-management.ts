import type { ProductSeed } from '../types.js';
import { joinHtml, supplementCautions, supplementDisclaimer } from './shared-copy.js';
import { supplementCustomerTiers } from './tiers.js';

// Video ids on the shop's channel. The demo ids are placeholders: replace them with the real
// uploads (the embed form keeps the player cookie-less until play).
const video = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export const weightManagementProducts: ProductSeed[] = [
  {
    id: 16,
    slug: 'lean-balance-weight-management-formula',
    categorySlugs: ['weight-management'],
    name: { en: 'Lean Balance — Weight Management Formula', fr: 'Lean Balance — Formule de gestion du poids' },
    shortDescription: {
      en: 'Glucomannan from konjac root, green tea extract and chromium, to support your weight-management goals with a reduced-calorie diet and regular activity.',
      fr: 'Glucomannane de racine de konjac, extrait de thé vert et chrome, pour soutenir vos objectifs de gestion du poids avec une alimentation à apport calorique réduit et une activité régulière.',
    },
    description: {
      en: 'Lean Balance helps in weight management when used with a program of reduced dietary calories and increased physical activity. Glucomannan, a soluble fibre from konjac root, swells with water before meals to help you feel full; chromium contributes to normal macronutrient metabolism; green tea extract adds a gentle, natural lift. No stimulant overload, no crash: four capsules a day, a simple plan and our 45-day money-back guarantee.',
      fr: 'Lean Balance aide à la gestion du poids lorsqu’il est utilisé avec un programme de réduction de l’apport calorique et d’augmentation de l’activité physique. Le glucomannane, une fibre soluble de la racine de konjac, gonfle avec l’eau avant les repas pour vous aider à vous sentir rassasié; le chrome contribue au métabolisme normal des macronutriments; l’extrait de thé vert apporte un regain doux et naturel. Pas d’excès de stimulants, pas de coup de fatigue : quatre capsules par jour, un plan simple et notre garantie satisfait ou remboursé de 45 jours.',
    },
    descriptionTagline: { en: 'Feel full, stay on plan, keep moving.', fr: 'Rassasié, fidèle à votre plan, toujours en mouvement.' },
    overview: {
      en: '<h3>A simpler way to stay on plan</h3><p>Lasting weight management comes from habits you can keep. Lean Balance is designed to make those habits easier, not to replace them.</p><ul><li><strong>Glucomannan</strong> (2,000 mg a day): a soluble fibre that swells with water before meals to help you feel full</li><li><strong>Chromium</strong>: contributes to normal macronutrient metabolism</li><li><strong>Green tea extract</strong>: 50 mg of naturally occurring caffeine a day, about half a cup of coffee</li><li>Vegan capsules, no artificial colours; 120 capsules, a 30-day supply</li></ul><p>Start with the free Lean Balance 30-day guide: meal ideas, a walking plan and a progress tracker, sent with your first order.</p>',
      fr: '<h3>Une façon plus simple de suivre votre plan</h3><p>Une gestion du poids durable repose sur des habitudes que l’on peut garder. Lean Balance est conçu pour faciliter ces habitudes, pas pour les remplacer.</p><ul><li><strong>Glucomannane</strong> (2 000 mg par jour) : une fibre soluble qui gonfle avec l’eau avant les repas pour vous aider à vous sentir rassasié</li><li><strong>Chrome</strong> : contribue au métabolisme normal des macronutriments</li><li><strong>Extrait de thé vert</strong> : 50 mg de caféine naturellement présente par jour, environ une demi-tasse de café</li><li>Capsules véganes, sans colorants artificiels; 120 capsules, 30 jours d’utilisation</li></ul><p>Commencez avec le guide gratuit Lean Balance de 30 jours : idées de repas, plan de marche et suivi de progrès, envoyé avec votre première commande.</p>',
    },
    instructions: joinHtml(
      {
        en: '<h3>Directions for use</h3><ol><li>Adults: take 2 capsules 15 to 30 minutes before breakfast and 2 capsules before your largest meal, with a full glass (at least 250 mL) of water each time.</li><li>Green tea extract is best taken with food: eat your meal within 30 minutes of the capsules.</li><li>Use for at least 30 days alongside a reduced-calorie diet and regular physical activity.</li></ol><p>Always take the capsules with plenty of water: glucomannan swells and must not be taken dry or just before bed. Contains caffeine; avoid late in the day.</p><p>Stop use and consult a health care practitioner if you develop abdominal pain, dark urine or yellowing of the skin or eyes.</p>',
        fr: '<h3>Mode d’emploi</h3><ol><li>Adultes : prendre 2 capsules 15 à 30 minutes avant le déjeuner et 2 capsules avant le repas le plus copieux, chaque fois avec un grand verre d’eau (au moins 250 mL).</li><li>L’extrait de thé vert se prend de préférence avec de la nourriture : prenez votre repas dans les 30 minutes suivant les capsules.</li><li>Utiliser pendant au moins 30 jours avec une alimentation à apport calorique réduit et une activité physique régulière.</li></ol><p>Prenez toujours les capsules avec beaucoup d’eau : le glucomannane gonfle et ne doit pas être pris sans eau ni juste avant le coucher. Contient de la caféine; évitez-le en fin de journée.</p><p>Cessez l’utilisation et consultez un professionnel de la santé si vous ressentez des douleurs abdominales ou si vous remarquez une urine foncée ou un jaunissement de la peau ou des yeux.</p>',
      },
      supplementCautions,
    ),
    faq: {
      en: '<h3>How soon will I notice a difference?</h3><p>Most customers notice that they feel full sooner during the first week. Weight management is gradual: give the plan at least 30 days, with sensible meals and regular activity.</p><h3>Is it safe with coffee?</h3><p>Four capsules give about 50 mg of caffeine a day. If you are sensitive to caffeine, reduce coffee or tea on the same day and avoid both late in the afternoon.</p><h3>What if it is not for me?</h3><p>Our 45-day money-back guarantee covers your first purchase of Lean Balance: full refund, no questions asked.</p><h3>Can I combine it with other Upline products?</h3><p>Yes. The Lean Start Package pairs it with the Antioxidant Whey Complex and the Digestive Enzyme Tablets at a package price.</p>',
      fr: '<h3>Quand vais-je remarquer une différence?</h3><p>La plupart des clients remarquent qu’ils se sentent rassasiés plus vite dès la première semaine. La gestion du poids est graduelle : donnez au plan au moins 30 jours, avec des repas équilibrés et une activité régulière.</p><h3>Est-ce compatible avec le café?</h3><p>Quatre capsules fournissent environ 50 mg de caféine par jour. Si vous êtes sensible à la caféine, réduisez le café ou le thé ce jour-là et évitez-les en fin d’après-midi.</p><h3>Et si ce produit ne me convient pas?</h3><p>Notre garantie satisfait ou remboursé de 45 jours couvre votre premier achat de Lean Balance : remboursement complet, sans questions.</p><h3>Puis-je le combiner à d’autres produits Upline?</h3><p>Oui. Le Forfait Lean Start l’associe au Complexe antioxydant de lactosérum et aux Comprimés d’enzymes digestives à prix de forfait.</p>',
    },
    documentation: joinHtml(
      {
        en: '<h3>Per 2 capsules</h3><table><tbody><tr><th>Glucomannan (konjac root)</th><td>1,000 mg</td></tr><tr><th>Green tea leaf extract</th><td>150 mg (25 mg caffeine, 90 mg EGCG)</td></tr><tr><th>Chromium (picolinate)</th><td>100 mcg</td></tr></tbody></table><p>Non-medicinal ingredients: hypromellose (capsule), rice flour. Vegan, gluten-free. Store in a cool, dry place.</p><p>The Lean Balance 30-day guide (PDF) and the independent lab report for the current lot are available from support@upline.example.</p>',
        fr: '<h3>Par 2 capsules</h3><table><tbody><tr><th>Glucomannane (racine de konjac)</th><td>1 000 mg</td></tr><tr><th>Extrait de feuille de thé vert</th><td>150 mg (25 mg de caféine, 90 mg d’EGCG)</td></tr><tr><th>Chrome (picolinate)</th><td>100 mcg</td></tr></tbody></table><p>Ingrédients non médicinaux : hypromellose (capsule), farine de riz. Végane, sans gluten. Conserver dans un endroit frais et sec.</p><p>Le guide Lean Balance de 30 jours (PDF) et le rapport de laboratoire indépendant du lot actuel sont offerts sur demande à support@upline.example.</p>',
      },
      supplementDisclaimer,
    ),
    ecommerce: {
      en: '<h3>Key messages</h3><ul><li>Helps in weight management with a reduced-calorie diet and more physical activity.</li><li>Glucomannan to help you feel full; chromium for normal macronutrient metabolism.</li><li>45-day money-back guarantee; 10% off a first order with code 10OFF.</li></ul><h3>Suggested post</h3><blockquote><p>Day 12 of my Lean Balance plan: two capsules before breakfast, a 20-minute walk at lunch, and I actually feel full until dinner. Try it with a 45-day money-back guarantee. #UplineWellness #LeanBalance</p></blockquote><h3>Videos to share</h3><p>The four short videos on the product page can be shared as they are. Do not edit them, and do not share personal before/after weights or promise results.</p><p>Always say that you are an independent Upline ambassador.</p>',
      fr: '<h3>Messages clés</h3><ul><li>Aide à la gestion du poids avec une alimentation à apport calorique réduit et davantage d’activité physique.</li><li>Glucomannane pour vous aider à vous sentir rassasié; chrome pour le métabolisme normal des macronutriments.</li><li>Garantie satisfait ou remboursé de 45 jours; 10 % de rabais sur une première commande avec le code 10OFF.</li></ul><h3>Publication suggérée</h3><blockquote><p>Jour 12 de mon plan Lean Balance : deux capsules avant le déjeuner, 20 minutes de marche le midi, et je me sens vraiment rassasiée jusqu’au souper. Essayez-le avec une garantie satisfait ou remboursé de 45 jours. #UplineWellness #LeanBalance</p></blockquote><h3>Vidéos à partager</h3><p>Les quatre courtes vidéos de la page du produit peuvent être partagées telles quelles. Ne les modifiez pas, et ne partagez ni pesées avant/après personnelles ni promesses de résultats.</p><p>Précisez toujours que vous êtes ambassadeur indépendant Upline.</p>',
    },
    thumbnailUrl: '/demo/product-lean-balance.svg',
    imageUrls: ['/demo/product-lean-balance-2.svg', '/demo/product-lean-balance-3.svg', '/demo/product-lean-balance-4.svg'],
    rating: 4.7,
    reviewCount: 6,
    displayShop: true,
    displayReview: true,
    isAutoshipAvailable: true,
    isHolisticPackage: false,
    isBestSeller: true,
    weightGrams: 180,
    prices: {
      USD: {
        customer: { sale: 5995, suggestedRetail: 7995, autoship: 4795 },
        ambassador: { sale: 5095, suggestedRetail: 7995, autoship: 3995 },
        scholar: { sale: 4595, suggestedRetail: 7995, autoship: 3595 },
      },
      CAD: {
        customer: { sale: 8099, suggestedRetail: 10799, autoship: 6495 },
        ambassador: { sale: 6895, suggestedRetail: 10799, autoship: 5395 },
        scholar: { sale: 6195, suggestedRetail: 10799, autoship: 4895 },
      },
    },
    memberTiers: [
      { range: '2-5', discountBps: 600 },
      { range: '6-11', discountBps: 1100 },
      { range: '12+', discountBps: 1600 },
    ],
    customerTiers: supplementCustomerTiers,
    storySections: [
      {
        kind: 'story',
        heading: { en: 'Built for real life', fr: 'Conçu pour la vraie vie' },
        body: {
          en: 'No meal replacements, no extreme rules. Lean Balance fits into the day you already have: capsules with a glass of water before two meals, a plate built around protein and vegetables, and a little more movement each week. Small steps you can keep are the ones that add up.',
          fr: 'Pas de substituts de repas, pas de règles extrêmes. Lean Balance s’intègre à la journée que vous avez déjà : des capsules avec un verre d’eau avant deux repas, une assiette composée de protéines et de légumes, et un peu plus de mouvement chaque semaine. Ce sont les petits pas qu’on peut garder qui font la différence.',
        },
        imageUrl: '/demo/story-lean-routine.svg',
      },
      {
        kind: 'videos',
        heading: { en: 'Watch: your Lean Balance plan in four short videos', fr: 'À voir : votre plan Lean Balance en quatre courtes vidéos' },
        videos: [
          {
            title: { en: 'How Lean Balance works', fr: 'Comment agit Lean Balance' },
            url: video('UplineLean1'),
            posterUrl: '/demo/poster-lean-1.svg',
          },
          {
            title: { en: 'Your first 30 days', fr: 'Vos 30 premiers jours' },
            url: video('UplineLean2'),
            posterUrl: '/demo/poster-lean-2.svg',
          },
          {
            title: { en: 'Three high-protein breakfasts in 5 minutes', fr: 'Trois déjeuners riches en protéines en 5 minutes' },
            url: video('UplineLean3'),
            posterUrl: '/demo/poster-lean-3.svg',
          },
          {
            title: { en: 'Move more: the 20-minute walk', fr: 'Bougez plus : la marche de 20 minutes' },
            url: video('UplineLean4'),
            posterUrl: '/demo/poster-lean-4.svg',
          },
        ],
      },
    ],
    seo: {
      title: {
        en: 'Lean Balance Weight Management Formula | Upline Wellness',
        fr: 'Lean Balance, formule de gestion du poids | Upline Wellness',
      },
      description: {
        en: 'Glucomannan, green tea extract and chromium to support weight management with a reduced-calorie diet and activity. 45-day money-back guarantee.',
        fr: 'Glucomannane, extrait de thé vert et chrome pour soutenir la gestion du poids avec une alimentation réduite en calories et de l’activité. Garantie de 45 jours.',
      },
    },
  },
];
