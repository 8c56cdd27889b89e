import type { CmsPageSeed } from '../types.js';

// Company and marketing pages. The training-video ids are demo placeholders for the shop's
// channel uploads. Lists that come from other data (team members, success stories,
// press releases) are rendered by the web around this introductory content.

/** The address block of the footer; also quoted by the legal pages. */
const addressHtml = {
  en: '<p><strong>Upline Wellness Inc.</strong></p><p>1800 rue des Érables, Suite 400<br>Montréal, QC H2K 3V5<br>Canada</p><p>Phone: <a href="tel:+18005550142">+1-800-555-0142</a><br>E-mail: <a href="mailto:support@upline.example">support@upline.example</a></p><p>Monday to Friday, 9 a.m. to 6 p.m.; Saturday, 10 a.m. to 4 p.m. (Eastern time)</p>',
  fr: '<p><strong>Upline Wellness Inc.</strong></p><p>1800, rue des Érables, bureau 400<br>Montréal (Québec) H2K 3V5<br>Canada</p><p>Téléphone : <a href="tel:+18005550142">+1-800-555-0142</a><br>Courriel : <a href="mailto:support@upline.example">support@upline.example</a></p><p>Du lundi au vendredi, de 9 h à 18 h; le samedi, de 10 h à 16 h (heure de l’Est)</p>',
};

export const companyPages: CmsPageSeed[] = [
  {
    slug: 'about-us',
    bannerUrl: '/demo/banner-about-us.svg',
    name: { en: 'About Upline Wellness', fr: 'À propos d’Upline Wellness' },
    subheading: {
      en: 'Clean nutrition and botanical skin care, shared from person to person since 2016.',
      fr: 'Une nutrition pure et des soins botaniques, transmis de personne à personne depuis 2016.',
    },
    content: {
      en: `<h2>Our story</h2><p>Upline Wellness began in a small Montréal kitchen in 2016, when our founder Claire Fontaine set out to make the protein shake she could not find: clean, honest, and good enough to look forward to every morning. Friends asked for a tub, then their friends did. Today 652,035 customers in Canada and the United States trust us with their daily routine, and most of them found us the same way: through someone they know.</p>
<h2>What we believe</h2><ul><li><strong>Simple beats extreme.</strong> Lasting wellness comes from everyday habits, not from miracle promises.</li><li><strong>Quality is proven, not claimed.</strong> Every lot is tested by an independent laboratory before it ships.</li><li><strong>Honesty builds trust.</strong> We only say what our products do, in plain language, in English and in French.</li><li><strong>Sharing should be rewarded.</strong> Our Ambassadors and Scholars earn on the purchases they bring, because recommendations from people you trust are worth more than advertising.</li></ul>
<h2>Made in Canada</h2><p>Our products are formulated in Montréal and made with partners in Quebec and Ontario. We source grass-fed whey from family dairy farms, organic greens from certified growers and our water from a protected spring in the Laurentian foothills.</p>
<h2>Our promise</h2><p>If your first purchase of any product is not right for you, our 45-day money-back guarantee has you covered. <a href="/pages/team">Meet the team</a> or <a href="/product">explore our products</a>.</p>`,
      fr: `<h2>Notre histoire</h2><p>Upline Wellness est née en 2016 dans une petite cuisine de Montréal, lorsque notre fondatrice Claire Fontaine a entrepris de créer le frappé protéiné qu’elle ne trouvait pas : pur, honnête et assez bon pour avoir hâte de le boire chaque matin. Des amis lui ont demandé un contenant, puis leurs amis aussi. Aujourd’hui, 652 035 clients au Canada et aux États-Unis nous confient leur routine quotidienne, et la plupart nous ont connus de la même façon : grâce à quelqu’un de leur entourage.</p>
<h2>Nos convictions</h2><ul><li><strong>Le simple l’emporte sur l’extrême.</strong> Le bien-être durable vient des habitudes quotidiennes, pas des promesses miracles.</li><li><strong>La qualité se prouve.</strong> Chaque lot est analysé par un laboratoire indépendant avant son expédition.</li><li><strong>L’honnêteté bâtit la confiance.</strong> Nous disons seulement ce que font nos produits, en termes simples, en français comme en anglais.</li><li><strong>Partager mérite d’être récompensé.</strong> Nos Ambassadeurs et nos Scholars sont rémunérés sur les achats qu’ils génèrent, parce que la recommandation d’une personne de confiance vaut plus que la publicité.</li></ul>
<h2>Fabriqué au Canada</h2><p>Nos produits sont formulés à Montréal et fabriqués avec des partenaires du Québec et de l’Ontario. Notre lactosérum provient de fermes laitières familiales, nos verdures de producteurs certifiés biologiques et notre eau d’une source protégée des contreforts des Laurentides.</p>
<h2>Notre promesse</h2><p>Si votre premier achat d’un produit ne vous convient pas, notre garantie satisfait ou remboursé de 45 jours vous protège. <a href="/pages/team">Découvrez l’équipe</a> ou <a href="/product">explorez nos produits</a>.</p>`,
    },
    metaTitle: { en: 'About us | Upline Wellness', fr: 'À propos | Upline Wellness' },
    metaDescription: {
      en: 'Upline Wellness makes clean supplements and botanical skin care in Canada, trusted by 652,035 customers.',
      fr: 'Upline Wellness fabrique au Canada des suppléments purs et des soins botaniques, appréciés par 652 035 clients.',
    },
    isLegal: false,
  },
  {
    slug: 'team',
    bannerUrl: '/demo/banner-team.svg',
    name: { en: 'Meet our team', fr: 'Notre équipe' },
    subheading: {
      en: 'The people behind every formula, every parcel and every answer.',
      fr: 'Les personnes derrière chaque formule, chaque colis et chaque réponse.',
    },
    content: {
      en: '<p>We are a team of scientists, formulators, care specialists and field coaches based in Montréal. We would love to hear from you: write to any of us directly, or reach the whole team at support@upline.example.</p>',
      fr: '<p>Nous sommes une équipe de scientifiques, de formulateurs, de spécialistes du service à la clientèle et d’accompagnateurs établie à Montréal. Nous serions ravis de vous lire : écrivez directement à l’un d’entre nous, ou à toute l’équipe à support@upline.example.</p>',
    },
    metaTitle: { en: 'Our team | Upline Wellness', fr: 'Notre équipe | Upline Wellness' },
    metaDescription: {
      en: 'Meet the founders, scientists and care team of Upline Wellness.',
      fr: 'Rencontrez les fondateurs, les scientifiques et l’équipe du service à la clientèle d’Upline Wellness.',
    },
    isLegal: false,
  },
  {
    slug: 'testimonials',
    bannerUrl: '/demo/banner-testimonials.svg',
    name: { en: 'Success stories', fr: 'Histoires de réussite' },
    subheading: {
      en: 'Real customers, Ambassadors and Scholars share how Upline fits into their lives.',
      fr: 'De vrais clients, Ambassadeurs et Scholars racontent comment Upline s’intègre à leur vie.',
    },
    content: {
      en: '<p>These stories are shared by members of our community in their own words. Individual results vary and depend on diet, activity and many other factors.</p><p>Have a story to tell? Write to <a href="mailto:stories@upline.example">stories@upline.example</a>.</p>',
      fr: '<p>Ces témoignages sont partagés par des membres de notre communauté, dans leurs propres mots. Les résultats varient d’une personne à l’autre et dépendent de l’alimentation, de l’activité et de nombreux autres facteurs.</p><p>Vous avez une histoire à raconter? Écrivez à <a href="mailto:stories@upline.example">stories@upline.example</a>.</p>',
    },
    metaTitle: { en: 'Success stories | Upline Wellness', fr: 'Histoires de réussite | Upline Wellness' },
    metaDescription: {
      en: 'Customers, Ambassadors and Scholars share their experience with Upline Wellness products.',
      fr: 'Des clients, Ambassadeurs et Scholars partagent leur expérience des produits Upline Wellness.',
    },
    isLegal: false,
  },
  {
    slug: 'press-releases',
    bannerUrl: '/demo/banner-press-releases.svg',
    name: { en: 'Press room', fr: 'Salle de presse' },
    subheading: {
      en: 'News, media kit and contacts for journalists and partners.',
      fr: 'Nouvelles, trousse média et personnes-ressources pour les journalistes et les partenaires.',
    },
    content: {
      en: `<h2 id="news">Latest news</h2><p>Read our <a href="/press-releases">press releases</a>, from product launches to company milestones.</p>
<h2 id="media-kit">Media kit</h2><p>These brand assets may be used in editorial coverage of Upline Wellness. Please do not alter the logo or its colours.</p>
<ul><li><a href="/demo/upline-logo.svg">Upline Wellness logo</a> (SVG)</li><li><a href="/demo/favicon.svg">Leaf mark</a> (SVG, square)</li><li><a href="/demo/hero.svg">Product family image</a> (SVG)</li><li><a href="/demo/product-whey-vanilla.svg">Antioxidant Whey Complex</a>, <a href="/demo/product-lean-balance.svg">Lean Balance</a> and <a href="/demo/product-vitamin-c-serum.svg">Radiance Vitamin C Serum</a> pack shots (SVG)</li><li><a href="/demo/team-claire-fontaine.svg">Portrait of Claire Fontaine</a>, founder and CEO</li></ul>
<h3>Brand colours</h3><table><thead><tr><th>Colour</th><th>Hex</th></tr></thead><tbody><tr><td>Upline green</td><td>#1f5132</td></tr><tr><td>Sage</td><td>#a8c3a0</td></tr><tr><td>Cream</td><td>#f7f3ea</td></tr><tr><td>Warm gold</td><td>#c9a44c</td></tr></tbody></table>
<h3>Fast facts</h3><ul><li>Founded in Montréal in 2016</li><li>652,035 customers in Canada and the United States</li><li>Every lot tested by an independent laboratory</li><li>45-day money-back guarantee</li></ul>
<h2 id="contact">Media contact</h2><p>press@upline.example · +1-800-555-0142</p>`,
      fr: `<h2 id="news">Dernières nouvelles</h2><p>Lisez nos <a href="/press-releases">communiqués de presse</a>, des lancements de produits aux grandes étapes de l’entreprise.</p>
<h2 id="media-kit">Trousse média</h2><p>Ces éléments de marque peuvent être utilisés dans une couverture rédactionnelle d’Upline Wellness. Veuillez ne pas modifier le logo ni ses couleurs.</p>
<ul><li><a href="/demo/upline-logo.svg">Logo Upline Wellness</a> (SVG)</li><li><a href="/demo/favicon.svg">Symbole de la feuille</a> (SVG, carré)</li><li><a href="/demo/hero.svg">Image de la gamme de produits</a> (SVG)</li><li>Photos d’emballage du <a href="/demo/product-whey-vanilla.svg">Complexe antioxydant de lactosérum</a>, de <a href="/demo/product-lean-balance.svg">Lean Balance</a> et du <a href="/demo/product-vitamin-c-serum.svg">Sérum éclat à la vitamine C</a> (SVG)</li><li><a href="/demo/team-claire-fontaine.svg">Portrait de Claire Fontaine</a>, fondatrice et présidente-directrice générale</li></ul>
<h3>Couleurs de la marque</h3><table><thead><tr><th>Couleur</th><th>Hex</th></tr></thead><tbody><tr><td>Vert Upline</td><td>#1f5132</td></tr><tr><td>Sauge</td><td>#a8c3a0</td></tr><tr><td>Crème</td><td>#f7f3ea</td></tr><tr><td>Or chaud</td><td>#c9a44c</td></tr></tbody></table>
<h3>En bref</h3><ul><li>Fondée à Montréal en 2016</li><li>652 035 clients au Canada et aux États-Unis</li><li>Chaque lot analysé par un laboratoire indépendant</li><li>Garantie satisfait ou remboursé de 45 jours</li></ul>
<h2 id="contact">Relations avec les médias</h2><p>press@upline.example · +1-800-555-0142</p>`,
    },
    metaTitle: { en: 'Press room and media kit | Upline Wellness', fr: 'Salle de presse et trousse média | Upline Wellness' },
    metaDescription: {
      en: 'Press releases, brand assets, fast facts and media contacts for Upline Wellness.',
      fr: 'Communiqués, éléments de marque, faits saillants et relations avec les médias d’Upline Wellness.',
    },
    isLegal: false,
  },
  {
    slug: 'training-videos',
    bannerUrl: '/demo/banner-training-videos.svg',
    name: { en: 'Training videos', fr: 'Vidéos de formation' },
    subheading: {
      en: 'Short lessons to help Ambassadors and Scholars share Upline with confidence.',
      fr: 'De courtes leçons pour aider les Ambassadeurs et les Scholars à partager Upline en toute confiance.',
    },
    content: {
      en: `<p>Start with module 1 and take them in order; each lesson is under ten minutes.</p>
<ol><li><strong>Welcome to Upline</strong> (6 min): your back office, your personal link and your first week. <a href="https://www.youtube-nocookie.com/embed/UplineTrn01">Watch</a></li><li><strong>Knowing the products</strong> (9 min): what each product does, and the claims you may and may not make. <a href="https://www.youtube-nocookie.com/embed/UplineTrn02">Watch</a></li><li><strong>Sharing your link</strong> (7 min): conversations, social posts and the ecommerce material on each product page. <a href="https://www.youtube-nocookie.com/embed/UplineTrn03">Watch</a></li><li><strong>Autoship and customer care</strong> (8 min): helping customers choose, reorder and get support. <a href="https://www.youtube-nocookie.com/embed/UplineTrn04">Watch</a></li><li><strong>Understanding your commissions</strong> (9 min): levels, periods, the holding window and your Earnings History. <a href="https://www.youtube-nocookie.com/embed/UplineTrn05">Watch</a></li><li><strong>Building a team as a Scholar</strong> (10 min): sponsoring, supporting new members and leading by example. <a href="https://www.youtube-nocookie.com/embed/UplineTrn06">Watch</a></li></ol>
<p>Questions? Write to your sponsor or to field@upline.example.</p>`,
      fr: `<p>Commencez par le module 1 et suivez-les dans l’ordre; chaque leçon dure moins de dix minutes.</p>
<ol><li><strong>Bienvenue chez Upline</strong> (6 min) : votre bureau virtuel, votre lien personnel et votre première semaine. <a href="https://www.youtube-nocookie.com/embed/UplineTrn01">Regarder</a></li><li><strong>Connaître les produits</strong> (9 min) : ce que fait chaque produit, et les allégations permises et interdites. <a href="https://www.youtube-nocookie.com/embed/UplineTrn02">Regarder</a></li><li><strong>Partager votre lien</strong> (7 min) : conversations, publications sur les réseaux sociaux et matériel marketing de chaque page de produit. <a href="https://www.youtube-nocookie.com/embed/UplineTrn03">Regarder</a></li><li><strong>Livraison automatique et service à la clientèle</strong> (8 min) : aider les clients à choisir, à commander de nouveau et à obtenir du soutien. <a href="https://www.youtube-nocookie.com/embed/UplineTrn04">Regarder</a></li><li><strong>Comprendre vos commissions</strong> (9 min) : niveaux, périodes, période de retenue et historique des gains. <a href="https://www.youtube-nocookie.com/embed/UplineTrn05">Regarder</a></li><li><strong>Bâtir une équipe comme Scholar</strong> (10 min) : parrainer, soutenir les nouveaux membres et montrer l’exemple. <a href="https://www.youtube-nocookie.com/embed/UplineTrn06">Regarder</a></li></ol>
<p>Des questions? Écrivez à votre parrain ou à field@upline.example.</p>`,
    },
    metaTitle: { en: 'Training videos | Upline Wellness', fr: 'Vidéos de formation | Upline Wellness' },
    metaDescription: {
      en: 'Six short lessons for Upline Ambassadors and Scholars: products, sharing, autoship, commissions and team building.',
      fr: 'Six courtes leçons pour les Ambassadeurs et les Scholars Upline : produits, partage, livraison automatique, commissions et équipe.',
    },
    isLegal: false,
  },
  {
    slug: 'thank-you',
    bannerUrl: null,
    name: { en: 'Thank you!', fr: 'Merci!' },
    subheading: {
      en: 'Your order is confirmed. A confirmation e-mail is on its way.',
      fr: 'Votre commande est confirmée. Un courriel de confirmation est en route.',
    },
    content: {
      en: '<h2>What happens next</h2><ol><li>We prepare your order, usually within one business day.</li><li>You receive a tracking number by e-mail when it ships with Canada Post.</li><li>Delivery takes 3 to 5 business days in Canada and 5 to 10 in the United States.</li></ol><p>Need to change something? You can cancel within eight business hours of your purchase for a full refund. Call 1-800-555-0142 or write to support@upline.example.</p><p>Your first purchase of each product is covered by our 45-day money-back guarantee.</p>',
      fr: '<h2>La suite</h2><ol><li>Nous préparons votre commande, habituellement en un jour ouvrable.</li><li>Vous recevez un numéro de suivi par courriel dès son expédition par Postes Canada.</li><li>La livraison prend de 3 à 5 jours ouvrables au Canada et de 5 à 10 aux États-Unis.</li></ol><p>Un changement à faire? Vous pouvez annuler dans les huit heures ouvrables suivant votre achat pour un remboursement complet. Composez le 1-800-555-0142 ou écrivez à support@upline.example.</p><p>Votre premier achat de chaque produit est couvert par notre garantie satisfait ou remboursé de 45 jours.</p>',
    },
    metaTitle: { en: 'Thank you | Upline Wellness', fr: 'Merci | Upline Wellness' },
    metaDescription: {
      en: 'Thank you for your order with Upline Wellness.',
      fr: 'Merci de votre commande chez Upline Wellness.',
    },
    isLegal: false,
  },
  {
    slug: 'footer-address',
    bannerUrl: null,
    name: { en: 'Contact us', fr: 'Nous joindre' },
    subheading: { en: 'Upline Wellness Inc.', fr: 'Upline Wellness Inc.' },
    content: addressHtml,
    metaTitle: { en: 'Contact us | Upline Wellness', fr: 'Nous joindre | Upline Wellness' },
    metaDescription: {
      en: 'Address, phone and e-mail of Upline Wellness in Montréal, Canada.',
      fr: 'Adresse, téléphone et courriel d’Upline Wellness à Montréal, au Canada.',
    },
    isLegal: false,
  },
];

