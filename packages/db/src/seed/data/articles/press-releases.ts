import type { ArticleSeed } from '../types.js';

// Press releases, newest last. Each ends with the same "About Upline Wellness" boilerplate.

const about = {
  en: '<h2>About Upline Wellness</h2><p>Upline Wellness is a Montréal-based maker of clean nutritional supplements and botanical skin care, sold online and through a community of independent Ambassadors and Scholars in Canada and the United States. Media contact: press@upline.example.</p>',
  fr: '<h2>À propos d’Upline Wellness</h2><p>Upline Wellness est un fabricant montréalais de suppléments nutritionnels purs et de soins botaniques pour la peau, vendus en ligne et par une communauté d’Ambassadeurs et de Scholars indépendants au Canada et aux États-Unis. Relations avec les médias : press@upline.example.</p>',
};

export const pressReleases: ArticleSeed[] = [
  {
    slug: 'upline-wellness-launches-lean-balance',
    publishedOn: '2025-03-18',
    title: {
      en: 'Upline Wellness launches Lean Balance, a simple plan for weight management',
      fr: 'Upline Wellness lance Lean Balance, un plan simple pour la gestion du poids',
    },
    preview: {
      en: 'The new formula pairs glucomannan, green tea extract and chromium with a free 30-day guide and four short videos.',
      fr: 'La nouvelle formule associe glucomannane, extrait de thé vert et chrome à un guide gratuit de 30 jours et à quatre courtes vidéos.',
    },
    content: {
      en: `<p><strong>MONTRÉAL, March 18, 2025</strong> — Upline Wellness today introduced Lean Balance, a weight-management formula built around habits people can keep. Lean Balance combines glucomannan, a soluble fibre from konjac root that helps people feel full before meals, with chromium, which contributes to normal macronutrient metabolism, and a moderate dose of green tea extract.</p><p>“We listened to thousands of customers who were tired of extreme programs,” said Claire Fontaine, founder and chief executive officer. “Lean Balance is designed to support a balanced, reduced-calorie diet and regular activity, not to replace them.”</p><p>Every first order includes the Lean Balance 30-day guide, with meal ideas and a walking plan, and access to four short videos on the product page. Lean Balance is available now in Canada and the United States and is covered by the company’s 45-day money-back guarantee.</p>${about.en}`,
      fr: `<p><strong>MONTRÉAL, le 18 mars 2025</strong> — Upline Wellness a présenté aujourd’hui Lean Balance, une formule de gestion du poids bâtie autour d’habitudes que l’on peut garder. Lean Balance associe le glucomannane, une fibre soluble de la racine de konjac qui aide à se sentir rassasié avant les repas, au chrome, qui contribue au métabolisme normal des macronutriments, et à une dose modérée d’extrait de thé vert.</p><p>« Nous avons écouté des milliers de clients lassés des programmes extrêmes, a déclaré Claire Fontaine, fondatrice et présidente-directrice générale. Lean Balance est conçu pour soutenir une alimentation équilibrée à apport calorique réduit et une activité régulière, pas pour les remplacer. »</p><p>Chaque première commande comprend le guide Lean Balance de 30 jours, avec idées de repas et plan de marche, ainsi que l’accès à quatre courtes vidéos sur la page du produit. Lean Balance est offert dès maintenant au Canada et aux États-Unis et bénéficie de la garantie satisfait ou remboursé de 45 jours de l’entreprise.</p>${about.fr}`,
    },
    imageUrl: '/demo/article-lean-balance-launch.svg',
  },
  {
    slug: 'structured-hydration-water-moves-to-aluminium',
    publishedOn: '2025-06-05',
    title: {
      en: 'Structured Hydration Water moves entirely to recyclable aluminium bottles',
      fr: 'L’Eau d’hydratation structurée passe entièrement aux bouteilles d’aluminium recyclables',
    },
    preview: {
      en: 'For World Environment Day, Upline Wellness completes its switch away from single-use plastic bottles.',
      fr: 'À l’occasion de la Journée mondiale de l’environnement, Upline Wellness achève l’abandon des bouteilles de plastique à usage unique.',
    },
    content: {
      en: `<p><strong>MONTRÉAL, June 5, 2025</strong> — Upline Wellness announced today that its Structured Hydration Water is now bottled exclusively in resealable aluminium bottles. The change removes an estimated 1.2 million plastic bottles a year from the company’s supply chain.</p><p>Aluminium protects the spring water from light, chills quickly, and can be recycled again and again without losing quality. The new bottles carry the same price as before.</p><ul><li>500 mL resealable bottles, 12 per case</li><li>Cases made from 100% recycled cardboard</li><li>Printed recycling guidance in English and French</li></ul><p>“Our customers asked us to do better, and they were right,” said Olivier Bernard, head of quality and regulatory affairs.</p>${about.en}`,
      fr: `<p><strong>MONTRÉAL, le 5 juin 2025</strong> — Upline Wellness a annoncé aujourd’hui que son Eau d’hydratation structurée est désormais embouteillée exclusivement dans des bouteilles d’aluminium refermables. Ce changement retire environ 1,2 million de bouteilles de plastique par année de la chaîne d’approvisionnement de l’entreprise.</p><p>L’aluminium protège l’eau de source de la lumière, refroidit rapidement et se recycle encore et encore sans perdre sa qualité. Les nouvelles bouteilles sont offertes au même prix qu’auparavant.</p><ul><li>Bouteilles refermables de 500 mL, 12 par caisse</li><li>Caisses faites de carton 100 % recyclé</li><li>Consignes de recyclage imprimées en français et en anglais</li></ul><p>« Nos clients nous ont demandé de faire mieux, et ils avaient raison », a déclaré Olivier Bernard, responsable de la qualité et des affaires réglementaires.</p>${about.fr}`,
    },
    imageUrl: '/demo/article-aluminium-bottles.svg',
  },
  {
    slug: 'firming-peptide-day-cream-completes-skin-care-ritual',
    publishedOn: '2025-09-23',
    title: {
      en: 'New Firming Peptide Day Cream completes the Upline skin-care ritual',
      fr: 'La nouvelle Crème de jour raffermissante aux peptides complète le rituel de soins Upline',
    },
    preview: {
      en: 'A soft-matte day cream with peptides, niacinamide and hyaluronic acid joins the cleanser, serum, night cream and eye cream.',
      fr: 'Une crème de jour au fini mat doux, aux peptides, à la niacinamide et à l’acide hyaluronique rejoint le nettoyant, le sérum, la crème de nuit et la crème contour des yeux.',
    },
    content: {
      en: `<p><strong>MONTRÉAL, September 23, 2025</strong> — Upline Wellness today launched the Firming Peptide Day Cream, the final step of its morning skin-care ritual. The fragrance-free cream combines a peptide complex that helps skin look firmer and smoother, 4% niacinamide for a more even-looking tone, and hyaluronic acid for lasting hydration.</p><p>“Our community asked for a day cream that layers under sunscreen and makeup without shine,” said Anita Desai, head of skin-care formulation. “This is the texture we spent eighteen months perfecting.”</p><p>To celebrate, new customers can take 10% off their first Firming Peptide Day Cream during a 24-hour flash sale shown on the product page.</p>${about.en}`,
      fr: `<p><strong>MONTRÉAL, le 23 septembre 2025</strong> — Upline Wellness a lancé aujourd’hui la Crème de jour raffermissante aux peptides, dernière étape de son rituel de soins du matin. Cette crème sans parfum associe un complexe de peptides qui aide la peau à paraître plus ferme et plus lisse, 4 % de niacinamide pour un teint d’apparence plus uniforme et de l’acide hyaluronique pour une hydratation durable.</p><p>« Notre communauté voulait une crème de jour qui se superpose à l’écran solaire et au maquillage sans faire briller, a déclaré Anita Desai, responsable de la formulation des soins de la peau. C’est la texture que nous avons mis dix-huit mois à perfectionner. »</p><p>Pour souligner le lancement, les nouveaux clients profitent de 10 % de rabais sur leur première Crème de jour raffermissante aux peptides pendant une vente éclair de 24 heures affichée sur la page du produit.</p>${about.fr}`,
    },
    imageUrl: '/demo/article-day-cream-launch.svg',
  },
  {
    slug: 'upline-wellness-passes-650000-customers',
    publishedOn: '2026-01-27',
    title: {
      en: 'Upline Wellness passes 650,000 customers in Canada and the United States',
      fr: 'Upline Wellness dépasse les 650 000 clients au Canada et aux États-Unis',
    },
    preview: {
      en: 'The company thanks its customers and its community of Ambassadors and Scholars, and opens a second fulfilment centre.',
      fr: 'L’entreprise remercie ses clients et sa communauté d’Ambassadeurs et de Scholars, et ouvre un deuxième centre de distribution.',
    },
    content: {
      en: `<p><strong>MONTRÉAL, January 27, 2026</strong> — Upline Wellness has now served 652,035 customers across Canada and the United States. Most of them discovered the brand through a friend: an independent Ambassador or Scholar sharing a personal link.</p><p>To keep deliveries fast as the community grows, the company is opening a second fulfilment centre in Mississauga, Ontario, in the spring. Orders will continue to ship with Canada Post: 3 to 5 business days within Canada and 5 to 10 to the United States.</p><p>“Every one of those customers chose to trust us with their daily routine,” said Claire Fontaine. “The best way to thank them is to keep our standards high and our promise simple: if you are not satisfied within 45 days, we refund you.”</p>${about.en}`,
      fr: `<p><strong>MONTRÉAL, le 27 janvier 2026</strong> — Upline Wellness a désormais servi 652 035 clients au Canada et aux États-Unis. La plupart ont découvert la marque grâce à un proche : un Ambassadeur ou un Scholar indépendant qui partageait son lien personnel.</p><p>Pour garder des livraisons rapides à mesure que la communauté grandit, l’entreprise ouvrira au printemps un deuxième centre de distribution à Mississauga, en Ontario. Les commandes continueront d’être expédiées par Postes Canada : 3 à 5 jours ouvrables au Canada et 5 à 10 vers les États-Unis.</p><p>« Chacun de ces clients a choisi de nous confier sa routine quotidienne, a déclaré Claire Fontaine. La meilleure façon de les remercier est de garder nos exigences élevées et notre promesse simple : si vous n’êtes pas satisfait dans les 45 jours, nous vous remboursons. »</p>${about.fr}`,
    },
    imageUrl: '/demo/article-650000-customers.svg',
  },
];
