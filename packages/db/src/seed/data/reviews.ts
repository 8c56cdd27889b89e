import type { MemberType, ReviewSeed } from './types.js';

// Customer reviews for every product shown with reviews. Reviews marked as testimonials are the
// success stories of the testimonials page. Each product's rating and review count in the
// catalogue are the average and count of its reviews here.

function review(
  productId: number,
  name: string,
  rating: number,
  memberType: MemberType,
  isTestimonial: boolean,
  en: string,
  fr: string,
): ReviewSeed {
  return { productId, name, rating, memberType, isTestimonial, content: { en, fr } };
}

export const reviews: ReviewSeed[] = [
  // 1: Antioxidant Whey Complex, Vanilla Bean
  review(1, 'Sarah M.', 5, 'customer', true,
    'I have tried a dozen protein powders and this is the first one I look forward to. It mixes smoothly with just water, the vanilla tastes real, and knowing there are berries and green tea in every scoop makes my morning shake feel like a proper breakfast. Six months in, it is part of my routine for good.',
    'J’ai essayé une douzaine de protéines en poudre et c’est la première que j’ai hâte de prendre. Elle se mélange parfaitement avec de l’eau, la vanille goûte le vrai, et savoir qu’il y a des petits fruits et du thé vert dans chaque mesure fait de mon frappé un vrai déjeuner. Six mois plus tard, elle fait partie de ma routine pour de bon.'),
  review(1, 'Marcus T.', 5, 'ambassador', true,
    'I train five mornings a week and need something I can drink right after without feeling heavy. This is it. My clients kept asking what was in my shaker, which is how I became an ambassador.',
    'Je m’entraîne cinq matins par semaine et j’ai besoin d’une boisson que je peux prendre tout de suite après sans me sentir lourd. C’est celle-ci. Mes clients me demandaient sans cesse ce qu’il y avait dans mon gobelet, et c’est comme ça que je suis devenu ambassadeur.'),
  review(1, 'Chantal B.', 5, 'customer', false,
    'Delicious in oatmeal and in pancakes. I take the buy 2, get 1 free offer every time it comes around.',
    'Délicieux dans le gruau et dans les crêpes. Je profite de l’offre 2 achetés, 1 offert chaque fois qu’elle revient.'),
  review(1, 'Priya S.', 4, 'scholar', false,
    'Great taste and very gentle on my stomach. I would love a smaller tub for travel, but the quality is excellent.',
    'Excellent goût et très doux pour mon estomac. J’aimerais un plus petit format pour les voyages, mais la qualité est excellente.'),
  review(1, 'Daniel R.', 5, 'customer', false,
    'Clean ingredient list, no chalky aftertaste, and the scoop is actually inside the tub where you can reach it. Small things, but they matter.',
    'Liste d’ingrédients courte, aucun arrière-goût crayeux, et la mesure se trouve vraiment à portée de main dans le contenant. Des détails, mais qui comptent.'),

  // 2: Structured Hydration Water
  review(2, 'Helen W.', 5, 'customer', true,
    'I used to struggle to drink enough water at work. Now I keep a case under my desk; the taste is so soft that I finish two bottles before lunch without thinking about it.',
    'J’avais du mal à boire assez d’eau au travail. Maintenant, je garde une caisse sous mon bureau; le goût est si doux que je termine deux bouteilles avant le dîner sans y penser.'),
  review(2, 'Jean-François L.', 5, 'scholar', false,
    'Great water in a handsome aluminium bottle that reseals well. My monthly autoship arrives like clockwork.',
    'Bonne eau, belle bouteille en aluminium qui se referme bien. Ma livraison automatique mensuelle arrive comme une horloge.'),
  review(2, 'Olivia K.', 4, 'customer', false,
    'Lovely smooth taste and I like avoiding plastic. Shipping a case is not cheap, so autoship with other products is the way to go.',
    'Goût doux et agréable, et j’aime éviter le plastique. Expédier une caisse coûte un peu cher, alors la livraison automatique avec d’autres produits est la meilleure option.'),
  review(2, 'Tom H.', 4, 'ambassador', false,
    'I bring a bottle to every hike. It stays cold longer than I expected and the bottle is easy to recycle afterwards.',
    'J’apporte une bouteille à chaque randonnée. Elle reste froide plus longtemps que prévu et la bouteille se recycle facilement ensuite.'),

  // 4: Gentle Botanical Cleanser
  review(4, 'Amélie D.', 5, 'customer', false,
    'My skin is easily irritated and this is the first cleanser that leaves it comfortable, never tight. It takes off mascara too.',
    'Ma peau s’irrite facilement et c’est le premier nettoyant qui la laisse confortable, jamais tiraillée. Il retire même le mascara.'),
  review(4, 'Rachel G.', 4, 'customer', false,
    'Very gentle and a bottle lasts a long time. I would have liked a little fragrance, but I understand why there is none.',
    'Très doux et le flacon dure longtemps. J’aurais aimé un léger parfum, mais je comprends pourquoi il n’y en a pas.'),
  review(4, 'Kevin P.', 5, 'ambassador', false,
    'My partner and I share it. Simple, effective, no fuss, and it shipped free with my eye cream.',
    'Ma conjointe et moi le partageons. Simple, efficace, sans chichi, et il a été expédié gratuitement avec ma crème contour des yeux.'),

  // 5: Radiance Vitamin C Serum
  review(5, 'Isabelle N.', 5, 'customer', true,
    'After two months my skin simply looks brighter and more even, and friends asked whether I had been on holiday. The serum sinks in fast and plays well with my makeup. I have reordered three times.',
    'Après deux mois, ma peau paraît tout simplement plus lumineuse et plus uniforme, et des amies m’ont demandé si j’étais partie en vacances. Le sérum pénètre vite et s’entend bien avec mon maquillage. J’en ai recommandé trois fois.'),
  review(5, 'Grace L.', 5, 'scholar', true,
    'Vitamin C serums always went orange on me within weeks. This one stays clear to the last drop. It is the product I recommend first to every new customer on my team.',
    'Mes sérums à la vitamine C viraient toujours à l’orange en quelques semaines. Celui-ci reste clair jusqu’à la dernière goutte. C’est le premier produit que je recommande à chaque nouvelle cliente de mon équipe.'),
  review(5, 'Nadia F.', 4, 'customer', false,
    'A light tingle the first few days, then nothing but a nice glow. I now use it every morning.',
    'Un léger picotement les premiers jours, puis seulement un bel éclat. Je l’utilise maintenant chaque matin.'),
  review(5, 'Emily C.', 5, 'ambassador', false,
    'Lightweight, no sticky finish and no smell. My skin looks fresher on video calls, which is where I notice it most.',
    'Léger, sans fini collant et sans odeur. Ma peau paraît plus fraîche en vidéoconférence, et c’est là que je le remarque le plus.'),
  review(5, 'Sophie V.', 5, 'customer', false,
    'Worth every penny. The airless bottle is clever and nothing gets wasted.',
    'Il vaut chaque sou. Le flacon sans air est ingénieux et rien ne se perd.'),

  // 6: Digestive Enzyme Tablets
  review(6, 'Robert J.', 5, 'customer', true,
    'Big family dinners used to leave me feeling heavy for the rest of the evening. I take one tablet with the first bites and I can enjoy the meal and the dessert. A small tablet that is easy to swallow.',
    'Les grands soupers de famille me laissaient lourd pour le reste de la soirée. Je prends un comprimé avec les premières bouchées et je peux profiter du repas et du dessert. Un petit comprimé facile à avaler.'),
  review(6, 'Linda M.', 5, 'ambassador', false,
    'I keep a few in my purse for restaurant nights. The buy 2, get 1 free deal makes it very affordable.',
    'J’en garde quelques-uns dans mon sac à main pour les soirées au restaurant. L’offre 2 achetés, 1 offert le rend très abordable.'),
  review(6, 'Michel T.', 4, 'customer', false,
    'Good product. I enjoy dairy again with the lactase in it. I took off one star only because the bottle is bigger than it needs to be.',
    'Bon produit. Je profite de nouveau des produits laitiers grâce à la lactase qu’il contient. Une étoile de moins seulement parce que le flacon est plus gros que nécessaire.'),
  review(6, 'Angela R.', 5, 'scholar', false,
    'Part of my daily routine with the greens and the whey. I would not go back.',
    'Fait partie de ma routine quotidienne avec les verdures et le lactosérum. Je ne reviendrais pas en arrière.'),

  // 7: Restorative Night Cream
  review(7, 'Catherine P.', 5, 'customer', false,
    'Rich but never greasy. I wake up with skin that feels soft and looks rested, even after short nights.',
    'Riche mais jamais grasse. Je me réveille avec une peau douce au toucher et l’air reposé, même après des nuits courtes.'),
  review(7, 'Laura B.', 4, 'customer', false,
    'I switched from retinol because my skin was too sensitive. This is much gentler, and the refill pod is a great idea.',
    'J’ai abandonné le rétinol parce que ma peau était trop sensible. Cette crème est beaucoup plus douce, et la recharge est une excellente idée.'),
  review(7, 'Diane S.', 5, 'scholar', false,
    'My favourite product in the line. A little goes a long way; one jar lasts me almost three months.',
    'Mon produit préféré de la gamme. Un peu suffit; un pot me dure près de trois mois.'),

  // 8: Daily Greens Complex
  review(8, 'Jessica A.', 5, 'customer', true,
    'I never managed to eat enough vegetables with two kids and a full-time job. One scoop with my morning water and I feel I have started the day right. And it tastes like mint lemonade, not like a lawn!',
    'Avec deux enfants et un emploi à temps plein, je n’arrivais jamais à manger assez de légumes. Une mesure dans mon eau du matin et j’ai l’impression de bien commencer la journée. Et ça goûte la limonade à la menthe, pas le gazon!'),
  review(8, 'Patrick O.', 5, 'ambassador', false,
    'Mixed with the vanilla whey it makes a great green smoothie. The gentle lift from the matcha replaced my second coffee.',
    'Mélangé au lactosérum vanille, il fait un excellent smoothie vert. Le regain doux du matcha a remplacé mon deuxième café.'),
  review(8, 'Mei L.', 4, 'customer', false,
    'Best-tasting greens I have tried. It settles if you let it sit, so drink it right away.',
    'Les meilleures verdures que j’aie goûtées. Le mélange se dépose si on attend, alors buvez-le tout de suite.'),
  review(8, 'Stéphanie G.', 5, 'scholar', false,
    'A must-have. My whole team starts the day with it.',
    'Un incontournable. Toute mon équipe commence la journée avec.'),

  // 9: Bright Eyes Cream
  review(9, 'Hannah E.', 5, 'customer', false,
    'The cool metal tip is my favourite part of the morning. My eyes look much less puffy after a few minutes.',
    'L’embout métallique froid est mon moment préféré du matin. Mes yeux paraissent beaucoup moins gonflés après quelques minutes.'),
  review(9, 'Valérie M.', 4, 'customer', false,
    'Works nicely under concealer and does not sting. The tube is small, but a tiny amount is enough.',
    'Parfait sous le correcteur et ne pique pas. Le tube est petit, mais une toute petite quantité suffit.'),
  review(9, 'Brian K.', 4, 'ambassador', false,
    'I started using it after long days in front of screens. Simple to use and my eyes look fresher.',
    'J’ai commencé à l’utiliser après de longues journées devant les écrans. Simple d’utilisation et mes yeux paraissent plus frais.'),

  // 10: Hydration Electrolyte Sticks
  review(10, 'Carlos D.', 5, 'customer', false,
    'Finally an electrolyte mix without a pile of sugar. The lemon-lime is refreshing and not too sweet.',
    'Enfin un mélange d’électrolytes sans montagne de sucre. Le citron-lime est rafraîchissant et pas trop sucré.'),
  review(10, 'Émilie R.', 5, 'scholar', true,
    'I run long distances in the summer and these sticks are always in my vest. They dissolve instantly, even in cold water, and I feel ready for the next kilometre. I tell every runner in my club about them.',
    'Je cours de longues distances l’été et ces bâtonnets sont toujours dans ma veste. Ils se dissolvent instantanément, même dans l’eau froide, et je me sens prête pour le kilomètre suivant. J’en parle à tous les coureurs de mon club.'),
  review(10, 'Steve N.', 4, 'customer', false,
    'Good taste, good price, and shipping was free. I would love a berry flavour too.',
    'Bon goût, bon prix, et la livraison était gratuite. J’aimerais aussi une saveur de petits fruits.'),

  // 16: Lean Balance
  review(16, 'Melissa H.', 5, 'customer', true,
    'What helped me most was feeling full before meals, so I stopped going back for seconds. Together with the walking plan from the guide, I finally have a routine I can keep. Three months in, I feel more in control of my eating than ever.',
    'Ce qui m’a le plus aidée, c’est de me sentir rassasiée avant les repas; j’ai arrêté de me resservir. Avec le plan de marche du guide, j’ai enfin une routine que je peux garder. Trois mois plus tard, je me sens plus en contrôle de mon alimentation que jamais.'),
  review(16, 'Andrew B.', 5, 'ambassador', true,
    'No jitters and no crash, which was my problem with other products. I follow the plan, walk every lunch break and I feel lighter and more energetic. The videos made it very easy to get started.',
    'Pas de nervosité ni de coup de fatigue, contrairement à d’autres produits que j’ai essayés. Je suis le plan, je marche à chaque pause du midi et je me sens plus léger et plus énergique. Les vidéos m’ont rendu le démarrage très facile.'),
  review(16, 'Karen T.', 4, 'customer', false,
    'Remember to drink a full glass of water with the capsules, as the instructions say. Once I did, it worked well for me.',
    'Pensez à boire un grand verre d’eau avec les capsules, comme le dit le mode d’emploi. Une fois que je l’ai fait, ça a bien fonctionné pour moi.'),
  review(16, 'Nathalie C.', 5, 'scholar', false,
    'The 30-day guide is excellent. Simple meal ideas and a realistic plan, no extreme dieting.',
    'Le guide de 30 jours est excellent. Des idées de repas simples et un plan réaliste, sans régime extrême.'),
  review(16, 'Jason W.', 4, 'customer', false,
    'Easy to fit into my day. I used the 10OFF code on my first order and now I am on autoship.',
    'Facile à intégrer à ma journée. J’ai utilisé le code 10OFF pour ma première commande et je suis maintenant en livraison automatique.'),
  review(16, 'Lisa G.', 5, 'customer', false,
    'Gentle, simple, and the 45-day guarantee made it an easy decision to try.',
    'Doux, simple, et la garantie de 45 jours a rendu la décision facile.'),

  // 19: Firming Peptide Day Cream
  review(19, 'Monique L.', 5, 'customer', false,
    'It melts in and leaves a soft-matte finish that lasts through the day. My skin looks smoother and feels hydrated until evening.',
    'Elle fond sur la peau et laisse un fini mat doux qui tient toute la journée. Ma peau paraît plus lisse et reste hydratée jusqu’au soir.'),
  review(19, 'Jennifer S.', 5, 'ambassador', false,
    'The perfect partner for the vitamin C serum. Makeup goes on beautifully over it.',
    'Le partenaire idéal du sérum à la vitamine C. Le maquillage s’applique à merveille par-dessus.'),
  review(19, 'Caroline F.', 5, 'customer', false,
    'I bought it during the flash sale and I am glad I did. Lovely texture; I wish the pump gave a little less product.',
    'Je l’ai achetée pendant la vente éclair et j’en suis ravie. Belle texture; j’aimerais que la pompe donne un peu moins de produit.'),

  // 20: Holistic Wellness Package
  review(20, 'Mark E.', 5, 'customer', true,
    'I wanted to take my health seriously without thinking about it every day. The package put everything in one box, and the monthly autoship keeps me consistent. Consistency turned out to be what I was missing.',
    'Je voulais prendre ma santé au sérieux sans y penser chaque jour. Le forfait a tout réuni dans une boîte, et la livraison automatique mensuelle m’aide à rester constant. La constance, c’était justement ce qui me manquait.'),
  review(20, 'Julie A.', 5, 'scholar', false,
    'Best value in the catalogue and a perfect starter for new customers.',
    'Le meilleur rapport qualité-prix du catalogue et un excellent point de départ pour les nouveaux clients.'),
  review(20, 'Ryan M.', 4, 'customer', false,
    'Great mix of products. I would love the option to choose a chocolate whey in it.',
    'Excellent choix de produits. J’aimerais pouvoir y choisir un lactosérum au chocolat.'),

  // 21: Radiant Skin Ritual
  review(21, 'Élodie B.', 5, 'customer', false,
    'I gave it to my sister and then ordered one for myself. The box is beautiful and the four products work so well together.',
    'Je l’ai offert à ma sœur, puis j’en ai commandé un pour moi. Le coffret est magnifique et les quatre produits vont si bien ensemble.'),
  review(21, 'Tanya R.', 5, 'ambassador', true,
    'This ritual is the reason I joined Upline. In a few weeks my skin looked brighter and my routine went from ten products to four. It is also the gift my customers order most in December.',
    'Ce rituel est la raison pour laquelle je me suis jointe à Upline. En quelques semaines, ma peau paraissait plus lumineuse et ma routine est passée de dix produits à quatre. C’est aussi le cadeau que mes clientes commandent le plus en décembre.'),
  review(21, 'Sandra K.', 4, 'customer', false,
    'Excellent products and a good saving compared with buying them separately.',
    'Excellents produits et une belle économie par rapport à l’achat séparé.'),
];
