import type { CmsPageSeed } from '../types.js';

// Legal pages shown in the footer's legal links. They are a sound starting point written for
// this shop's actual rules (Canadian seller, USD and CAD, autoship, guarantee, independent
// members); have them reviewed by counsel before going live.

const updated = { en: '<p><em>Last updated: January 15, 2026</em></p>', fr: '<p><em>Dernière mise à jour : 15 janvier 2026</em></p>' };

export const legalPages: CmsPageSeed[] = [
  {
    slug: 'terms',
    bannerUrl: null,
    name: { en: 'Terms of use and sale', fr: 'Conditions d’utilisation et de vente' },
    subheading: {
      en: 'The rules that apply when you use this website and buy from Upline Wellness.',
      fr: 'Les règles qui s’appliquent lorsque vous utilisez ce site et achetez chez Upline Wellness.',
    },
    content: {
      en: `${updated.en}
<h2 id="acceptance">1. Acceptance</h2><p>This website is operated by Upline Wellness Inc. (“Upline”, “we”), 1800 rue des Érables, Suite 400, Montréal, QC H2K 3V5, Canada. By using it or placing an order you accept these terms.</p>
<h2 id="eligibility">2. Eligibility and accounts</h2><p>You must be at least 18 years old to order or to join as a member. You are responsible for keeping your password confidential and for activity on your account.</p>
<h2 id="products">3. Products and information</h2><p>Product information is provided for general purposes and is not medical advice. Our products are not intended to diagnose, treat, cure or prevent any disease. Talk to your doctor before using a supplement if you take medication, are pregnant or breastfeeding, or have a health condition.</p>
<h2 id="prices">4. Prices and payment</h2><p>Prices are shown in Canadian dollars for Canada and in US dollars for the United States, and depend on your member type and the quantity ordered. Taxes and shipping are calculated at checkout. We may correct obvious pricing errors before an order ships, in which case you may cancel for a full refund.</p>
<h2 id="autoship">5. Autoship subscriptions</h2><p>With autoship, your chosen products ship and are charged every month at the autoship price until you cancel. Subscriptions cannot be suspended during the first six months; after that you may cancel at any time before your next shipping date. Coupons cannot be combined with autoship items.</p>
<h2 id="shipping">6. Shipping, returns and guarantee</h2><p>Shipping times, cancellations, returns, refunds and our 45-day money-back guarantee are described in our <a href="/pages/shipping-returns">shipping and returns policy</a>, which forms part of these terms.</p>
<h2 id="coupons">7. Coupons and offers</h2><p>Coupons and promotional offers are subject to their stated conditions (dates, first order only, eligible products, minimum order) and may be withdrawn at any time. One coupon per order.</p>
<h2 id="members">8. Independent members</h2><p>Ambassadors and Scholars are independent business owners, not employees or agents of Upline. Commissions are paid according to the published <a href="/pages/compensation-plan">compensation plan</a>. Upline does not guarantee any income. Members must not make health claims or income claims beyond those we publish.</p>
<h2 id="ip">9. Intellectual property</h2><p>The Upline name, logo, product names, texts and images belong to Upline Wellness Inc. Members may use the marketing material provided on product pages to promote Upline products.</p>
<h2 id="liability">10. Limitation of liability</h2><p>To the extent permitted by law, Upline is not liable for indirect or consequential damages arising from the use of this website or our products. Nothing in these terms limits rights you have under consumer-protection law.</p>
<h2 id="law">11. Governing law</h2><p>These terms are governed by the laws of the Province of Quebec and the federal laws of Canada that apply there, without limiting the mandatory consumer protections of your place of residence.</p>
<h2 id="changes">12. Changes and contact</h2><p>We may update these terms; the date above shows the latest version. Questions: support@upline.example or +1-800-555-0142.</p>`,
      fr: `${updated.fr}
<h2 id="acceptance">1. Acceptation</h2><p>Ce site est exploité par Upline Wellness Inc. (« Upline », « nous »), 1800, rue des Érables, bureau 400, Montréal (Québec) H2K 3V5, Canada. En l’utilisant ou en passant une commande, vous acceptez les présentes conditions.</p>
<h2 id="eligibility">2. Admissibilité et comptes</h2><p>Vous devez avoir au moins 18 ans pour commander ou devenir membre. Vous êtes responsable de la confidentialité de votre mot de passe et des activités de votre compte.</p>
<h2 id="products">3. Produits et information</h2><p>L’information sur les produits est fournie à titre général et ne constitue pas un avis médical. Nos produits ne sont pas destinés à diagnostiquer, traiter, guérir ou prévenir une maladie. Parlez-en à votre médecin avant d’utiliser un supplément si vous prenez des médicaments, si vous êtes enceinte ou allaitez, ou si vous avez un problème de santé.</p>
<h2 id="prices">4. Prix et paiement</h2><p>Les prix sont affichés en dollars canadiens pour le Canada et en dollars américains pour les États-Unis, et dépendent de votre type de membre et de la quantité commandée. Les taxes et les frais d’expédition sont calculés au moment de payer. Nous pouvons corriger une erreur de prix manifeste avant l’expédition; vous pouvez alors annuler la commande et être remboursé en entier.</p>
<h2 id="autoship">5. Abonnements en livraison automatique</h2><p>Avec la livraison automatique, les produits choisis sont expédiés et facturés chaque mois au prix de livraison automatique jusqu’à ce que vous annuliez. Les abonnements ne peuvent pas être suspendus pendant les six premiers mois; par la suite, vous pouvez annuler en tout temps avant la date de votre prochaine expédition. Les codes promo ne peuvent pas être combinés aux articles en livraison automatique.</p>
<h2 id="shipping">6. Livraison, retours et garantie</h2><p>Les délais de livraison, les annulations, les retours, les remboursements et notre garantie satisfait ou remboursé de 45 jours sont décrits dans notre <a href="/pages/shipping-returns">politique de livraison et de retour</a>, qui fait partie des présentes conditions.</p>
<h2 id="coupons">7. Codes promo et offres</h2><p>Les codes promo et les offres promotionnelles sont assujettis aux conditions indiquées (dates, première commande seulement, produits admissibles, commande minimale) et peuvent être retirés en tout temps. Un code promo par commande.</p>
<h2 id="members">8. Membres indépendants</h2><p>Les Ambassadeurs et les Scholars sont des entrepreneurs indépendants, et non des employés ou des mandataires d’Upline. Les commissions sont versées selon le <a href="/pages/compensation-plan">plan de rémunération</a> publié. Upline ne garantit aucun revenu. Les membres ne doivent pas faire d’allégations de santé ou de revenus au-delà de celles que nous publions.</p>
<h2 id="ip">9. Propriété intellectuelle</h2><p>Le nom Upline, le logo, les noms de produits, les textes et les images appartiennent à Upline Wellness Inc. Les membres peuvent utiliser le matériel marketing fourni sur les pages de produits pour promouvoir les produits Upline.</p>
<h2 id="liability">10. Limitation de responsabilité</h2><p>Dans la mesure permise par la loi, Upline n’est pas responsable des dommages indirects découlant de l’utilisation de ce site ou de nos produits. Rien dans les présentes conditions ne limite les droits que vous confère la loi sur la protection du consommateur.</p>
<h2 id="law">11. Droit applicable</h2><p>Les présentes conditions sont régies par les lois de la province de Québec et les lois fédérales du Canada qui s’y appliquent, sans limiter les protections impératives du consommateur de votre lieu de résidence.</p>
<h2 id="changes">12. Modifications et questions</h2><p>Nous pouvons mettre à jour ces conditions; la date ci-dessus indique la version en vigueur. Questions : support@upline.example ou +1-800-555-0142.</p>`,
    },
    metaTitle: { en: 'Terms of use and sale | Upline Wellness', fr: 'Conditions d’utilisation et de vente | Upline Wellness' },
    metaDescription: {
      en: 'The terms that apply to the Upline Wellness website, orders, autoship and independent members.',
      fr: 'Les conditions applicables au site Upline Wellness, aux commandes, à la livraison automatique et aux membres indépendants.',
    },
    isLegal: true,
  },
  {
    slug: 'privacy',
    bannerUrl: null,
    name: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
    subheading: {
      en: 'What personal information we collect, why, and the choices you have.',
      fr: 'Les renseignements personnels que nous recueillons, pourquoi, et vos choix.',
    },
    content: {
      en: `${updated.en}
<p>Upline Wellness Inc. protects your personal information in accordance with Canada’s Personal Information Protection and Electronic Documents Act, Quebec’s Act respecting the protection of personal information in the private sector, and the privacy laws of the US states where we sell.</p>
<h2 id="collect">What we collect</h2><ul><li>Contact and account details: name, e-mail, phone, addresses, date of birth, language.</li><li>Orders, autoship subscriptions and customer-care conversations.</li><li>For Ambassadors and Scholars: tax identification numbers, stored encrypted and shown masked, and commission records.</li><li>Technical data: device, browser and pages visited, through essential cookies and, with your consent, analytics and advertising cookies.</li></ul><p>Card numbers are entered in our payment providers’ secure fields and never reach our servers.</p>
<h2 id="use">How we use it</h2><p>To process and deliver orders, run autoship, provide customer care, pay commissions, meet tax and legal obligations, prevent fraud and, if you opt in, send you news and offers.</p>
<h2 id="share">Who we share it with</h2><ul><li>Your sponsor (the member who referred you) sees your name, country, join date and order totals, so that they can support you and be credited.</li><li>Service providers acting for us: payment processing, shipping, e-mail and hosting, under contract.</li><li>Authorities, when the law requires it.</li></ul><p>We do not sell your personal information.</p>
<h2 id="retention">How long we keep it</h2><p>Order and commission records are kept for seven years for tax purposes; other information for as long as your account is active, then deleted or anonymised.</p>
<h2 id="rights">Your rights</h2><p>You may ask to access, correct or delete your information, withdraw consent to marketing at any time (every e-mail has an unsubscribe link) and, where the law provides it, ask for a copy in a portable format.</p>
<h2 id="contact">Privacy officer</h2><p>Write to our privacy officer at privacy@upline.example or to the address in the footer. You may also contact the Office of the Privacy Commissioner of Canada or the Commission d’accès à l’information du Québec.</p>`,
      fr: `${updated.fr}
<p>Upline Wellness Inc. protège vos renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques du Canada, à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec et aux lois sur la vie privée des États américains où nous vendons.</p>
<h2 id="collect">Ce que nous recueillons</h2><ul><li>Coordonnées et données de compte : nom, courriel, téléphone, adresses, date de naissance, langue.</li><li>Commandes, abonnements en livraison automatique et échanges avec le service à la clientèle.</li><li>Pour les Ambassadeurs et les Scholars : numéros d’identification fiscale, conservés chiffrés et affichés masqués, et relevés de commissions.</li><li>Données techniques : appareil, navigateur et pages visitées, au moyen de témoins essentiels et, avec votre consentement, de témoins d’analyse et de publicité.</li></ul><p>Les numéros de carte sont saisis dans les champs sécurisés de nos fournisseurs de paiement et n’atteignent jamais nos serveurs.</p>
<h2 id="use">Comment nous les utilisons</h2><p>Pour traiter et livrer les commandes, gérer la livraison automatique, offrir le service à la clientèle, verser les commissions, respecter nos obligations fiscales et légales, prévenir la fraude et, si vous y consentez, vous envoyer nouvelles et offres.</p>
<h2 id="share">Avec qui nous les partageons</h2><ul><li>Votre parrain (le membre qui vous a recommandé) voit votre nom, votre pays, votre date d’adhésion et le total de vos commandes, afin de pouvoir vous accompagner et être crédité.</li><li>Les fournisseurs qui agissent pour nous : traitement des paiements, expédition, courriel et hébergement, sous contrat.</li><li>Les autorités, lorsque la loi l’exige.</li></ul><p>Nous ne vendons pas vos renseignements personnels.</p>
<h2 id="retention">Durée de conservation</h2><p>Les dossiers de commandes et de commissions sont conservés sept ans à des fins fiscales; les autres renseignements, tant que votre compte est actif, puis ils sont supprimés ou anonymisés.</p>
<h2 id="rights">Vos droits</h2><p>Vous pouvez demander à consulter, corriger ou supprimer vos renseignements, retirer en tout temps votre consentement au marketing (chaque courriel comporte un lien de désabonnement) et, lorsque la loi le prévoit, en obtenir une copie dans un format portable.</p>
<h2 id="contact">Responsable de la protection des renseignements personnels</h2><p>Écrivez à notre responsable à privacy@upline.example ou à l’adresse indiquée au bas de la page. Vous pouvez aussi communiquer avec le Commissariat à la protection de la vie privée du Canada ou la Commission d’accès à l’information du Québec.</p>`,
    },
    metaTitle: { en: 'Privacy policy | Upline Wellness', fr: 'Politique de confidentialité | Upline Wellness' },
    metaDescription: {
      en: 'How Upline Wellness collects, uses and protects your personal information, and your rights.',
      fr: 'Comment Upline Wellness recueille, utilise et protège vos renseignements personnels, et vos droits.',
    },
    isLegal: true,
  },
  {
    slug: 'shipping-returns',
    bannerUrl: null,
    name: { en: 'Shipping and returns policy', fr: 'Politique de livraison et de retour' },
    subheading: {
      en: 'Delivery times, costs, cancellations, returns, refunds and our money-back guarantee.',
      fr: 'Délais et frais de livraison, annulations, retours, remboursements et garantie satisfait ou remboursé.',
    },
    content: {
      en: `${updated.en}
<h2 id="shipping">Shipping</h2><p>Orders ship from our Canadian warehouse with Canada Post, usually within one business day.</p><table><thead><tr><th>Destination</th><th>Service</th><th>Delivery time</th></tr></thead><tbody><tr><td>Canada</td><td>Expedited Parcel</td><td>3 to 5 business days</td></tr><tr><td>Canada</td><td>Xpresspost</td><td>1 to 3 business days</td></tr><tr><td>United States</td><td>Tracked Packet USA</td><td>5 to 10 business days</td></tr><tr><td>Other countries</td><td>International Tracked Packet</td><td>10 to 20 business days</td></tr></tbody></table><p>Shipping charges depend on the number of items and are shown at checkout. Free shipping applies, for a limited time, to orders of eligible products delivered in Canada or the United States. Delivery times are estimates and may be longer during holidays or postal disruptions. International orders may be subject to local duties and taxes.</p>
<h2 id="cancellations">Cancellations</h2><p>You may cancel an order within eight business hours of purchase, before it ships, for a full refund.</p>
<h2 id="returns">Returns</h2><ul><li>Unopened products may be returned within 30 days of delivery, with a return authorisation from our care team.</li><li>A 15% restocking fee applies to these returns.</li><li>Shipping charges are not refunded, and return shipping is at your cost unless the error is ours.</li><li>Damaged or incorrect items reported within 7 days of delivery are replaced at no charge.</li></ul>
<h2 id="guarantee">45-day money-back guarantee</h2><p>Your first purchase of each Upline product is covered for 45 days from delivery. If you are not satisfied, contact us and return the container, even if empty: we refund the full product price, with no restocking fee. One unit per product per customer; shipping charges are not refunded.</p>
<h2 id="refunds">Refunds</h2><p>Approved refunds are issued to the original payment method within 15 business days of approval. Commissions earned on refunded orders are reversed.</p>
<h2 id="contact">Start a return</h2><p>Call +1-800-555-0142 or write to support@upline.example with your order number.</p>`,
      fr: `${updated.fr}
<h2 id="shipping">Livraison</h2><p>Les commandes sont expédiées de notre entrepôt canadien par Postes Canada, habituellement en un jour ouvrable.</p><table><thead><tr><th>Destination</th><th>Service</th><th>Délai de livraison</th></tr></thead><tbody><tr><td>Canada</td><td>Colis accélérés</td><td>3 à 5 jours ouvrables</td></tr><tr><td>Canada</td><td>Xpresspost</td><td>1 à 3 jours ouvrables</td></tr><tr><td>États-Unis</td><td>Paquet repérable – É.-U.</td><td>5 à 10 jours ouvrables</td></tr><tr><td>Autres pays</td><td>Paquet repérable – International</td><td>10 à 20 jours ouvrables</td></tr></tbody></table><p>Les frais d’expédition dépendent du nombre d’articles et sont affichés au moment de payer. La livraison gratuite s’applique, pour un temps limité, aux commandes de produits admissibles livrées au Canada ou aux États-Unis. Les délais sont des estimations et peuvent être plus longs pendant les Fêtes ou en cas de perturbation postale. Les commandes internationales peuvent être assujetties à des droits et taxes locaux.</p>
<h2 id="cancellations">Annulations</h2><p>Vous pouvez annuler une commande dans les huit heures ouvrables suivant l’achat, avant son expédition, pour un remboursement complet.</p>
<h2 id="returns">Retours</h2><ul><li>Les produits non ouverts peuvent être retournés dans les 30 jours suivant la livraison, avec une autorisation de retour de notre équipe.</li><li>Des frais de remise en stock de 15 % s’appliquent à ces retours.</li><li>Les frais d’expédition ne sont pas remboursés, et le retour est à vos frais, sauf en cas d’erreur de notre part.</li><li>Les articles endommagés ou erronés signalés dans les 7 jours suivant la livraison sont remplacés sans frais.</li></ul>
<h2 id="guarantee">Garantie satisfait ou remboursé de 45 jours</h2><p>Votre premier achat de chaque produit Upline est couvert pendant 45 jours après la livraison. Si vous n’êtes pas satisfait, communiquez avec nous et retournez le contenant, même vide : nous remboursons le prix complet du produit, sans frais de remise en stock. Une unité par produit et par client; les frais d’expédition ne sont pas remboursés.</p>
<h2 id="refunds">Remboursements</h2><p>Les remboursements approuvés sont versés au mode de paiement d’origine dans les 15 jours ouvrables suivant l’approbation. Les commissions liées aux commandes remboursées sont annulées.</p>
<h2 id="contact">Demander un retour</h2><p>Composez le +1-800-555-0142 ou écrivez à support@upline.example en indiquant votre numéro de commande.</p>`,
    },
    metaTitle: { en: 'Shipping and returns | Upline Wellness', fr: 'Livraison et retours | Upline Wellness' },
    metaDescription: {
      en: 'Canada Post delivery times, cancellations within eight business hours, 30-day returns and our 45-day money-back guarantee.',
      fr: 'Délais de Postes Canada, annulation dans les huit heures ouvrables, retours de 30 jours et garantie de 45 jours.',
    },
    isLegal: true,
  },
];
