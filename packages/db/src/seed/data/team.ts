import type { TeamMemberSeed } from './types.js';

// The static team page. Portraits are abstract avatars.
export const teamMembers: TeamMemberSeed[] = [
  {
    name: 'Claire Fontaine',
    position: { en: 'Founder and Chief Executive Officer', fr: 'Fondatrice et présidente-directrice générale' },
    bio: {
      en: 'Claire founded Upline Wellness in Montréal after fifteen years in natural-products retail, convinced that good nutrition should be simple, honest and shared from person to person. She still answers customer e-mails every Friday.',
      fr: 'Claire a fondé Upline Wellness à Montréal après quinze ans dans le commerce de détail de produits naturels, convaincue qu’une bonne alimentation doit être simple, honnête et transmise de personne à personne. Elle répond encore aux courriels des clients chaque vendredi.',
    },
    email: 'claire.fontaine@upline.example',
    imageUrl: '/demo/team-claire-fontaine.svg',
  },
  {
    name: 'Dr. Samuel Reid, PhD',
    position: { en: 'Chief Science Officer', fr: 'Directeur scientifique' },
    bio: {
      en: 'Samuel holds a doctorate in nutritional biochemistry and spent a decade in product development for the food industry. He leads formulation, ingredient sourcing and the independent testing of every lot.',
      fr: 'Samuel est titulaire d’un doctorat en biochimie nutritionnelle et a passé dix ans en développement de produits dans l’industrie alimentaire. Il dirige la formulation, l’approvisionnement en ingrédients et l’analyse indépendante de chaque lot.',
    },
    email: 'samuel.reid@upline.example',
    imageUrl: '/demo/team-samuel-reid.svg',
  },
  {
    name: 'Anita Desai',
    position: { en: 'Head of Skin-Care Formulation', fr: 'Responsable de la formulation des soins de la peau' },
    bio: {
      en: 'A cosmetic chemist with a passion for gentle, effective textures, Anita created the Upline skin-care line, from the Gentle Botanical Cleanser to the stabilised vitamin C of our Radiance Serum.',
      fr: 'Chimiste cosméticienne passionnée par les textures douces et efficaces, Anita a créé la gamme de soins Upline, du Nettoyant botanique doux à la vitamine C stabilisée de notre Sérum éclat.',
    },
    email: 'anita.desai@upline.example',
    imageUrl: '/demo/team-anita-desai.svg',
  },
  {
    name: 'Marc-André Tremblay',
    position: { en: 'Vice-President, Field Development', fr: 'Vice-président, développement du réseau' },
    bio: {
      en: 'Marc-André supports our Ambassadors and Scholars across Canada and the United States, from their first shared link to building a team. He designed the training-video library in the back office.',
      fr: 'Marc-André accompagne nos Ambassadeurs et nos Scholars partout au Canada et aux États-Unis, de leur premier lien partagé jusqu’à la création d’une équipe. Il a conçu la bibliothèque de vidéos de formation du bureau virtuel.',
    },
    email: 'marc-andre.tremblay@upline.example',
    imageUrl: '/demo/team-marc-andre-tremblay.svg',
  },
  {
    name: 'Grace Wu',
    position: { en: 'Director of Customer Care', fr: 'Directrice du service à la clientèle' },
    bio: {
      en: 'Grace and her bilingual team answer calls, e-mails and chats six days a week. If you have ever had a question about an order answered within the hour, you have probably met them.',
      fr: 'Grace et son équipe bilingue répondent aux appels, aux courriels et aux clavardages six jours par semaine. Si une question sur votre commande a déjà été réglée en moins d’une heure, vous les avez sans doute rencontrés.',
    },
    email: 'grace.wu@upline.example',
    imageUrl: '/demo/team-grace-wu.svg',
  },
  {
    name: 'Olivier Bernard',
    position: { en: 'Head of Quality and Regulatory Affairs', fr: 'Responsable de la qualité et des affaires réglementaires' },
    bio: {
      en: 'Olivier makes sure that every label is accurate and every claim is one we can stand behind, in both countries and both languages. He reviews each batch release before it ships.',
      fr: 'Olivier veille à ce que chaque étiquette soit exacte et chaque allégation défendable, dans les deux pays et les deux langues. Il approuve chaque lot avant son expédition.',
    },
    email: 'olivier.bernard@upline.example',
    imageUrl: '/demo/team-olivier-bernard.svg',
  },
];
