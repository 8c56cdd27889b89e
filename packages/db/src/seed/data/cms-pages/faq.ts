import type { CmsPageSeed } from '../types.js';

// The FAQ. Section headings carry ids so that links such as /pages/faq#returns scroll to them:
// shipping, returns, subscriptions, guarantee, medical, plus orders and membership.
export const faqPage: CmsPageSeed = {
  slug: 'faq',
  bannerUrl: '/demo/banner-faq.svg',
  name: { en: 'Frequently asked questions', fr: 'Foire aux questions' },
  subheading: {
    en: 'Shipping, returns, subscriptions, our guarantee and more. Still need help? Call 1-800-555-0142 or write to support@upline.example.',
    fr: 'Livraison, retours, abonnements, notre garantie et plus encore. Besoin d’aide? Composez le 1-800-555-0142 ou écrivez à support@upline.example.',
  },
  content: {
    en: `<h2 id="shipping">Shipping</h2>
<h3>How long will my order take?</h3>
<p>Every order ships from our Canadian warehouse with Canada Post, usually within one business day:</p>
<ul><li><strong>Canada:</strong> 3 to 5 business days with Expedited Parcel, or 1 to 3 with Xpresspost.</li><li><strong>United States:</strong> 5 to 10 business days with Tracked Packet USA.</li><li><strong>International:</strong> 10 to 20 business days with International Tracked Packet.</li></ul>
<h3>How much is shipping?</h3>
<p>Shipping depends on the number of items in your order and is shown at checkout before you pay. Free shipping is offered for a limited time on selected products.</p>
<h3>Can I track my parcel?</h3>
<p>Yes. You receive a tracking number by e-mail as soon as your order leaves the warehouse.</p>
<h3>Will I pay duties?</h3>
<p>Orders to the United States are shipped with duties prepaid. International orders may be subject to local duties and taxes, paid by the recipient.</p>

<h2 id="returns">Returns, cancellations and refunds</h2>
<h3>Can I cancel my order?</h3>
<p>Yes. If you cancel within eight business hours of your purchase, before the order ships, you receive a full refund.</p>
<h3>How do I return a product?</h3>
<p>Unopened products can be returned within 30 days of delivery. Contact our care team for a return authorisation, then send the products back in their original packaging.</p>
<ul><li>A 15% restocking fee applies to returns of unopened products outside the money-back guarantee.</li><li>Shipping charges are not refunded.</li><li>Refunds are issued to the original payment method within 15 business days of approval.</li></ul>
<h3>My order arrived damaged. What should I do?</h3>
<p>Send us a photo within 7 days of delivery and we will replace the damaged items at no charge.</p>

<h2 id="subscriptions">Subscriptions (autoship)</h2>
<h3>How does autoship work?</h3>
<p>Choose “autoship” on the product page and your products are shipped and charged every month at the autoship price, 10% to 20% below the regular price depending on the product.</p>
<h3>Can I use a coupon on an autoship order?</h3>
<p>No. The autoship price already includes a discount, so coupon codes cannot be combined with autoship items.</p>
<h3>Can I pause or cancel my subscription?</h3>
<p>Subscriptions cannot be suspended during the first six months. After six months you may cancel at any time from your account or by contacting our care team, before your next shipping date.</p>

<h2 id="guarantee">Our 45-day money-back guarantee</h2>
<p>We want you to love our products. Your first purchase of any Upline product is covered by a 45-day money-back guarantee: if you are not satisfied, contact us within 45 days of delivery and return the container, even if it is empty. We refund the full product price, no questions asked, and no restocking fee applies.</p>
<p>The guarantee covers one unit of each product per customer. Shipping charges are not refunded.</p>

<h2 id="medical">Health and medical advice</h2>
<h3>Can I take Upline products with my medication?</h3>
<p>Talk to your doctor or pharmacist before using any supplement if you take medication, are pregnant or breastfeeding, or have a health condition. As a general precaution, leave at least one hour between taking a medication and taking our products.</p>
<h3>Do your products treat medical conditions?</h3>
<p>No. Our supplements support a healthy lifestyle and our skin care is cosmetic. They are not intended to diagnose, treat, cure or prevent any disease. For any health concern, talk to your doctor.</p>

<h2 id="orders">Orders and payment</h2>
<h3>Which currencies do you accept?</h3>
<p>Prices are shown in Canadian dollars for Canada and in US dollars for the United States. We accept major credit cards, PayPal, Google Pay and Apple Pay.</p>
<h3>Do I need an account to order?</h3>
<p>No. You can check out as a guest, or create an account to track orders and manage autoship.</p>

<h2 id="membership">Ambassadors and Scholars</h2>
<h3>How do I join?</h3>
<p>Joining as an Ambassador is free. Scholars pay a website fee for additional tools. See the <a href="/pages/compensation-plan">compensation plan</a> or <a href="/join-team">join our team</a>.</p>`,
    fr: `<h2 id="shipping">Livraison</h2>
<h3>Combien de temps prendra ma commande?</h3>
<p>Toutes les commandes sont expédiées de notre entrepôt canadien par Postes Canada, habituellement en un jour ouvrable :</p>
<ul><li><strong>Canada :</strong> 3 à 5 jours ouvrables par Colis accélérés, ou 1 à 3 par Xpresspost.</li><li><strong>États-Unis :</strong> 5 à 10 jours ouvrables par Paquet repérable – É.-U.</li><li><strong>International :</strong> 10 à 20 jours ouvrables par Paquet repérable – International.</li></ul>
<h3>Combien coûte la livraison?</h3>
<p>Les frais d’expédition dépendent du nombre d’articles de votre commande et sont affichés au moment de payer, avant le paiement. La livraison gratuite est offerte pour un temps limité sur certains produits.</p>
<h3>Puis-je suivre mon colis?</h3>
<p>Oui. Vous recevez un numéro de suivi par courriel dès que votre commande quitte l’entrepôt.</p>
<h3>Devrai-je payer des droits de douane?</h3>
<p>Les commandes vers les États-Unis sont expédiées droits acquittés. Les commandes internationales peuvent être assujetties à des droits et taxes locaux, payables par le destinataire.</p>

<h2 id="returns">Retours, annulations et remboursements</h2>
<h3>Puis-je annuler ma commande?</h3>
<p>Oui. Si vous annulez dans les huit heures ouvrables suivant votre achat, avant l’expédition de la commande, vous êtes remboursé en entier.</p>
<h3>Comment retourner un produit?</h3>
<p>Les produits non ouverts peuvent être retournés dans les 30 jours suivant la livraison. Communiquez avec notre équipe pour obtenir une autorisation de retour, puis renvoyez les produits dans leur emballage d’origine.</p>
<ul><li>Des frais de remise en stock de 15 % s’appliquent aux retours de produits non ouverts hors de la garantie satisfait ou remboursé.</li><li>Les frais d’expédition ne sont pas remboursés.</li><li>Les remboursements sont versés au mode de paiement d’origine dans les 15 jours ouvrables suivant l’approbation.</li></ul>
<h3>Ma commande est arrivée endommagée. Que faire?</h3>
<p>Envoyez-nous une photo dans les 7 jours suivant la livraison et nous remplacerons sans frais les articles endommagés.</p>

<h2 id="subscriptions">Abonnements (livraison automatique)</h2>
<h3>Comment fonctionne la livraison automatique?</h3>
<p>Choisissez « livraison automatique » sur la page du produit : vos produits sont expédiés et facturés chaque mois au prix de livraison automatique, de 10 % à 20 % sous le prix courant selon le produit.</p>
<h3>Puis-je utiliser un code promo sur une commande en livraison automatique?</h3>
<p>Non. Le prix de livraison automatique comprend déjà un rabais; les codes promo ne peuvent donc pas être combinés aux articles en livraison automatique.</p>
<h3>Puis-je suspendre ou annuler mon abonnement?</h3>
<p>Les abonnements ne peuvent pas être suspendus pendant les six premiers mois. Après six mois, vous pouvez annuler en tout temps depuis votre compte ou en communiquant avec notre équipe, avant la date de votre prochaine expédition.</p>

<h2 id="guarantee">Notre garantie satisfait ou remboursé de 45 jours</h2>
<p>Nous voulons que vous aimiez nos produits. Votre premier achat de tout produit Upline est couvert par une garantie satisfait ou remboursé de 45 jours : si vous n’êtes pas satisfait, communiquez avec nous dans les 45 jours suivant la livraison et retournez le contenant, même vide. Nous vous remboursons le prix complet du produit, sans questions et sans frais de remise en stock.</p>
<p>La garantie couvre une unité de chaque produit par client. Les frais d’expédition ne sont pas remboursés.</p>

<h2 id="medical">Santé et avis médical</h2>
<h3>Puis-je prendre les produits Upline avec mes médicaments?</h3>
<p>Parlez-en à votre médecin ou à votre pharmacien avant d’utiliser un supplément si vous prenez des médicaments, si vous êtes enceinte ou allaitez, ou si vous avez un problème de santé. Par précaution, laissez au moins une heure entre la prise d’un médicament et celle de nos produits.</p>
<h3>Vos produits traitent-ils des problèmes de santé?</h3>
<p>Non. Nos suppléments soutiennent un mode de vie sain et nos soins de la peau sont des cosmétiques. Ils ne sont pas destinés à diagnostiquer, traiter, guérir ou prévenir une maladie. Pour toute question de santé, parlez-en à votre médecin.</p>

<h2 id="orders">Commandes et paiement</h2>
<h3>Quelles devises acceptez-vous?</h3>
<p>Les prix sont affichés en dollars canadiens pour le Canada et en dollars américains pour les États-Unis. Nous acceptons les principales cartes de crédit, PayPal, Google Pay et Apple Pay.</p>
<h3>Dois-je créer un compte pour commander?</h3>
<p>Non. Vous pouvez payer en tant qu’invité, ou créer un compte pour suivre vos commandes et gérer vos livraisons automatiques.</p>

<h2 id="membership">Ambassadeurs et Scholars</h2>
<h3>Comment me joindre à vous?</h3>
<p>L’adhésion comme Ambassadeur est gratuite. Les Scholars paient des frais de site Web pour des outils supplémentaires. Consultez le <a href="/pages/compensation-plan">plan de rémunération</a> ou <a href="/join-team">joignez-vous à notre équipe</a>.</p>`,
  },
  metaTitle: { en: 'FAQ: shipping, returns, subscriptions | Upline Wellness', fr: 'FAQ : livraison, retours, abonnements | Upline Wellness' },
  metaDescription: {
    en: 'Shipping times by Canada Post, returns and refunds, autoship subscriptions, our 45-day money-back guarantee and health advice.',
    fr: 'Délais de livraison par Postes Canada, retours et remboursements, livraison automatique, garantie de 45 jours et conseils santé.',
  },
  isLegal: false,
};
