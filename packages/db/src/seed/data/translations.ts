import type { TranslationSeed } from './types.js';

// French for the marketing texts the web sends through translateany. The source is the exact
// English text the web shows (the lookup key is a hash of it), so keep both in step.

const fr: [source: string, text: string][] = [
  // Home
  ['Natural wellness, delivered', 'Le bien-être naturel, livré chez vous'],
  ['Feel good from the inside out', 'Sentez-vous bien, de l’intérieur comme de l’extérieur'],
  [
    'Clean supplements and skin care made to fit your everyday routine.',
    'Des suppléments purs et des soins de la peau conçus pour votre routine de tous les jours.',
  ],
  ['Free shipping', 'Livraison gratuite'],
  ['For a limited time, on selected products', 'Pour un temps limité, sur une sélection de produits'],
  ['Free shipping for a limited time', 'Livraison gratuite pour un temps limité'],
  ['45-day money-back guarantee', 'Garantie satisfait ou remboursé de 45 jours'],
  ['Full refund, no questions asked', 'Remboursement complet, sans questions'],
  ['652,035 customers', '652 035 clients'],
  ['Trust Upline Wellness every day', 'Font confiance à Upline Wellness chaque jour'],
  ['Share what you love', 'Partagez ce que vous aimez'],
  [
    'Become an ambassador: earn 20% on the purchases of the customers you refer and 10% on their referrals’ purchases.',
    'Devenez ambassadeur : touchez 20 % sur les achats des clients que vous recommandez et 10 % sur les achats de leurs propres filleuls.',
  ],
  ['Shop Now', 'Magasiner'],
  ['Best Sellers', 'Meilleurs vendeurs'],
  ['Our best sellers', 'Nos meilleurs vendeurs'],
  ['Holistic Packages', 'Forfaits holistiques'],
  ['What our customers say', 'Ce que disent nos clients'],
  ['Success stories', 'Histoires de réussite'],
  ['Trusted by athletes', 'La confiance des athlètes'],
  ['Watch and learn', 'Regardez et apprenez'],
  ['Weight management, made simple', 'La gestion du poids, tout simplement'],
  ['Discover Lean Balance', 'Découvrir Lean Balance'],
  ['Join Our Team', 'Joignez-vous à notre équipe'],
  ['Become an Ambassador', 'Devenez ambassadeur'],
  ['Become a Scholar', 'Devenez Scholar'],
  ['Learn more', 'En savoir plus'],
  ['Quick View', 'Aperçu rapide'],
  ['See reviews', 'Voir les avis'],
  // Product list and detail
  ['Find the right products for you', 'Trouvez les produits qui vous conviennent'],
  [
    'Answer a few quick questions and we will suggest a routine that fits your goals.',
    'Répondez à quelques questions rapides et nous vous suggérerons une routine adaptée à vos objectifs.',
  ],
  ['Take the quiz', 'Répondre au questionnaire'],
  ['Clean ingredients, tested in every lot', 'Des ingrédients purs, analysés dans chaque lot'],
  ['Buy 2 Get 1 Free', '2 achetés, 1 offert'],
  ['Subscribe and save', 'Abonnez-vous et économisez'],
  ['Save 10% to 20% with autoship', 'Économisez de 10 % à 20 % avec la livraison automatique'],
  ['Flash sale: 10% off your first purchase', 'Vente éclair : 10 % de rabais sur votre premier achat'],
  ['Offer ends in', 'L’offre se termine dans'],
  ['Customers who bought this product also bought', 'Les clients qui ont acheté ce produit ont aussi acheté'],
  // Exit offer and checkout
  ['Wait! Before you go…', 'Attendez! Avant de partir…'],
  ['Take 10% off your first order', 'Profitez de 10 % de rabais sur votre première commande'],
  ['Use code 10OFF at checkout.', 'Utilisez le code 10OFF au moment de payer.'],
  ['No thanks', 'Non merci'],
  ['Try it for 60 days', 'Essayez-le pendant 60 jours'],
  [
    'Canada Post deliveries may be delayed by a labour disruption. Thank you for your patience.',
    'Les livraisons de Postes Canada pourraient être retardées par un conflit de travail. Merci de votre patience.',
  ],
  // Footer
  ['Sign up for our newsletter', 'Abonnez-vous à notre infolettre'],
  [
    'Wellness tips, new products and member-only offers, twice a month.',
    'Conseils bien-être, nouveaux produits et offres réservées aux membres, deux fois par mois.',
  ],
  ['Useful links', 'Liens utiles'],
  ['Back to top', 'Retour en haut'],
];

export const translations: TranslationSeed[] = fr.map(([source, text]) => ({ source, lang: 'fr', text }));
