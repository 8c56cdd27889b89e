import type { CmsPageSeed } from '../types.js';

// The compensation plan as members read it. The figures are the plan's data (20% on level 1,
// 10% on level 2, held for the 30-day refund window, USD and CAD); keep them in step with it.
export const compensationPlanPage: CmsPageSeed = {
  slug: 'compensation-plan',
  bannerUrl: '/demo/banner-compensation-plan.svg',
  name: { en: 'Compensation plan', fr: 'Plan de rémunération' },
  subheading: {
    en: 'Share products you love and earn on the purchases of the customers and members you refer.',
    fr: 'Partagez les produits que vous aimez et touchez une rémunération sur les achats des clients et des membres que vous recommandez.',
  },
  content: {
    en: `<h2 id="overview">Three ways to be part of Upline</h2>
<ul><li><strong>Customer:</strong> shop at your own prices, with autoship savings. No fee, no commitment.</li><li><strong>Ambassador:</strong> free to join. Share your personal link and earn commissions on the purchases it brings.</li><li><strong>Scholar:</strong> our business tier. Everything an Ambassador has, plus member pricing, a replicated website, a business card and overrides on a deeper team.</li></ul>

<h2 id="ambassador">Ambassador commissions</h2>
<p>Every purchase made through your personal link, or by a customer or member you referred, is credited to you.</p>
<table><thead><tr><th>Level</th><th>Whose purchases</th><th>Commission</th></tr></thead><tbody><tr><td>Level 1</td><td>Customers and members you referred personally</td><td>20%</td></tr><tr><td>Level 2</td><td>Customers and members referred by your level 1</td><td>10%</td></tr></tbody></table>
<p>Recurring purchases are included: every autoship order of your level 1 and level 2 earns again, month after month.</p>
<h3>Example</h3>
<p>Your friend Anna orders the Antioxidant Whey Complex on autoship for 54.95. Anna’s colleague Luc, whom she referred, orders the Holistic Wellness Package for 149.95. You earn 20% of 54.95 = 10.99 on Anna’s order and 10% of 149.95 = 15.00 on Luc’s, every month they reorder.</p>

<h2 id="scholar">Scholars</h2>
<p>Scholars sponsor Ambassadors and other Scholars and earn overrides on their sales, on level 1, level 2 and deeper levels of their team.</p>
<ul><li><strong>Monthly Website Fee:</strong> 10 per unit per month.</li><li><strong>Annual Website Fee:</strong> 99 per unit per year (20% off).</li><li>Your fee covers your replicated website, business-card generator, re-order tools and the full training-video library.</li><li>The website fee is never commissionable: nobody earns on your fee.</li></ul>

<h2 id="volume">What counts</h2>
<p>Commissions are calculated on the commissionable volume (BV) of each order: the price paid for the products, after discounts, excluding shipping, taxes and fees.</p>

<h2 id="periods">Commission periods and payment</h2>
<ul><li>Commissions are calculated for <strong>bi-weekly</strong> (every 14 days) and <strong>monthly</strong> periods.</li><li>Orders in US dollars earn in USD and orders in Canadian dollars earn in CAD; both are shown separately in your Earnings History.</li><li>Each commission is <strong>held for the 30-day refund window</strong> before it becomes payable. If an order is refunded or cancelled, its commissions are reversed.</li></ul>

<h2 id="rules">Fair-play rules</h2>
<ul><li>Your own purchases do not earn you a commission.</li><li>Share only the claims on our product pages, and always say that you are an independent Upline member.</li><li>Never promise income or health results.</li></ul>

<h2 id="disclaimer">Income disclaimer</h2>
<p>Upline does not guarantee any income. Earnings depend on each member’s effort, skills and the time they invest, and most members earn modest amounts or use their membership mainly to buy products for themselves.</p>
<p><a href="/join-team">Join our team</a></p>`,
    fr: `<h2 id="overview">Trois façons de faire partie d’Upline</h2>
<ul><li><strong>Client :</strong> magasinez à vos prix, avec les économies de la livraison automatique. Sans frais, sans engagement.</li><li><strong>Ambassadeur :</strong> adhésion gratuite. Partagez votre lien personnel et touchez des commissions sur les achats qu’il génère.</li><li><strong>Scholar :</strong> notre palier d’affaires. Tout ce qu’a un Ambassadeur, plus des prix de membre, un site Web personnalisé, une carte professionnelle et des commissions de gestion sur une équipe plus profonde.</li></ul>

<h2 id="ambassador">Commissions des Ambassadeurs</h2>
<p>Chaque achat fait par votre lien personnel, ou par un client ou un membre que vous avez recommandé, vous est crédité.</p>
<table><thead><tr><th>Niveau</th><th>Achats de qui</th><th>Commission</th></tr></thead><tbody><tr><td>Niveau 1</td><td>Les clients et membres que vous avez recommandés personnellement</td><td>20 %</td></tr><tr><td>Niveau 2</td><td>Les clients et membres recommandés par votre niveau 1</td><td>10 %</td></tr></tbody></table>
<p>Les achats récurrents sont inclus : chaque commande en livraison automatique de vos niveaux 1 et 2 vous rapporte de nouveau, mois après mois.</p>
<h3>Exemple</h3>
<p>Votre amie Anna commande le Complexe antioxydant de lactosérum en livraison automatique pour 54,95. Luc, un collègue qu’elle a recommandé, commande le Forfait bien-être holistique pour 149,95. Vous touchez 20 % de 54,95 = 10,99 sur la commande d’Anna et 10 % de 149,95 = 15,00 sur celle de Luc, chaque mois où ils commandent de nouveau.</p>

<h2 id="scholar">Scholars</h2>
<p>Les Scholars parrainent des Ambassadeurs et d’autres Scholars et touchent des commissions de gestion sur leurs ventes, aux niveaux 1, 2 et plus profonds de leur équipe.</p>
<ul><li><strong>Frais de site Web mensuels :</strong> 10 par unité par mois.</li><li><strong>Frais de site Web annuels :</strong> 99 par unité par année (20 % de rabais).</li><li>Vos frais couvrent votre site Web personnalisé, le générateur de cartes professionnelles, les outils de commande et toute la bibliothèque de vidéos de formation.</li><li>Les frais de site Web ne génèrent jamais de commission : personne n’est rémunéré sur vos frais.</li></ul>

<h2 id="volume">Ce qui compte</h2>
<p>Les commissions sont calculées sur le volume commissionnable (BV) de chaque commande : le prix payé pour les produits, après rabais, excluant la livraison, les taxes et les frais.</p>

<h2 id="periods">Périodes de commission et paiement</h2>
<ul><li>Les commissions sont calculées pour des périodes <strong>aux deux semaines</strong> (tous les 14 jours) et <strong>mensuelles</strong>.</li><li>Les commandes en dollars américains rapportent en USD et les commandes en dollars canadiens en CAD; les deux sont présentées séparément dans votre historique des gains.</li><li>Chaque commission est <strong>retenue pendant la période de remboursement de 30 jours</strong> avant de devenir payable. Si une commande est remboursée ou annulée, ses commissions sont annulées.</li></ul>

<h2 id="rules">Règles de bonne conduite</h2>
<ul><li>Vos propres achats ne vous rapportent pas de commission.</li><li>Ne partagez que les allégations de nos pages de produits, et précisez toujours que vous êtes membre indépendant d’Upline.</li><li>Ne promettez jamais de revenus ni de résultats sur la santé.</li></ul>

<h2 id="disclaimer">Avis sur les revenus</h2>
<p>Upline ne garantit aucun revenu. Les gains dépendent des efforts, des compétences et du temps investi par chaque membre, et la plupart des membres gagnent des montants modestes ou utilisent surtout leur adhésion pour acheter des produits pour eux-mêmes.</p>
<p><a href="/join-team">Joignez-vous à notre équipe</a></p>`,
  },
  metaTitle: { en: 'Compensation plan | Upline Wellness', fr: 'Plan de rémunération | Upline Wellness' },
  metaDescription: {
    en: 'Ambassadors earn 20% on level-1 and 10% on level-2 purchases, autoship included. Scholars add overrides on a deeper team.',
    fr: 'Les Ambassadeurs touchent 20 % sur les achats du niveau 1 et 10 % sur ceux du niveau 2, livraison automatique comprise.',
  },
  isLegal: false,
};
