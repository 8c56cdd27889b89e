import type { ArticleSeed } from '../types.js';

// Blog posts: practical, general wellness reading. They describe habits, never treatments.

const note = {
  en: '<p><small>This article is for general information and does not replace advice from your doctor or another health care practitioner.</small></p>',
  fr: '<p><small>Cet article est fourni à titre d’information générale et ne remplace pas l’avis de votre médecin ou d’un autre professionnel de la santé.</small></p>',
};

export const blogPosts: ArticleSeed[] = [
  {
    slug: 'five-habits-for-steady-energy',
    publishedOn: '2025-04-08',
    title: { en: 'Five habits for steadier energy through the workday', fr: 'Cinq habitudes pour une énergie plus stable pendant la journée de travail' },
    preview: {
      en: 'The 3 p.m. slump is not a personal failing. Small changes to breakfast, water and movement make a real difference.',
      fr: 'Le coup de barre de 15 h n’est pas une faiblesse personnelle. De petits changements au déjeuner, à l’hydratation et au mouvement font une vraie différence.',
    },
    content: {
      en: `<p>Most of us know the feeling: a productive morning, a decent lunch, then a wall at three in the afternoon. The good news is that a handful of everyday habits can smooth out the curve.</p><h2>1. Put protein in your breakfast</h2><p>A breakfast with 20 to 30 g of protein keeps you satisfied longer than toast and jam alone. Eggs, Greek yogurt or a protein shake all count.</p><h2>2. Drink before you are thirsty</h2><p>Keep a bottle on your desk and finish it before lunch. Mild dehydration is easy to mistake for tiredness.</p><h2>3. Take a ten-minute walk after lunch</h2><p>A short walk outdoors is one of the simplest ways to feel refreshed for the afternoon.</p><h2>4. Watch the second coffee</h2><p>If you reach for caffeine after 2 p.m., try water or a green drink instead and notice how you sleep.</p><h2>5. Protect your sleep</h2><p>Regular bed and wake times do more for your energy than any product. Dim the screens an hour before bed.</p>${note.en}`,
      fr: `<p>Nous connaissons presque tous la sensation : une matinée productive, un dîner correct, puis un mur à trois heures de l’après-midi. Bonne nouvelle : quelques habitudes quotidiennes peuvent adoucir la courbe.</p><h2>1. Mettez des protéines dans votre déjeuner</h2><p>Un déjeuner de 20 à 30 g de protéines rassasie plus longtemps qu’une rôtie à la confiture. Œufs, yogourt grec ou frappé protéiné : tout compte.</p><h2>2. Buvez avant d’avoir soif</h2><p>Gardez une bouteille sur votre bureau et terminez-la avant le dîner. Une légère déshydratation se confond facilement avec la fatigue.</p><h2>3. Marchez dix minutes après le dîner</h2><p>Une courte marche à l’extérieur est l’un des moyens les plus simples de se sentir revigoré pour l’après-midi.</p><h2>4. Surveillez le deuxième café</h2><p>Si vous prenez de la caféine après 14 h, essayez plutôt de l’eau ou une boisson verte et observez votre sommeil.</p><h2>5. Protégez votre sommeil</h2><p>Des heures de coucher et de lever régulières font plus pour votre énergie que n’importe quel produit. Baissez les écrans une heure avant d’aller au lit.</p>${note.fr}`,
    },
    imageUrl: '/demo/article-steady-energy.svg',
  },
  {
    slug: 'hydration-101',
    publishedOn: '2025-06-24',
    title: { en: 'Hydration 101: how much water do you really need?', fr: 'L’hydratation 101 : de combien d’eau avez-vous vraiment besoin?' },
    preview: {
      en: 'Eight glasses a day is a rule of thumb, not a law. Here is how to find the right amount for you, in summer and all year.',
      fr: 'Huit verres par jour, c’est un repère, pas une loi. Voici comment trouver la bonne quantité pour vous, l’été comme toute l’année.',
    },
    content: {
      en: `<p>Your body is about 60% water, and it loses some every hour through breathing, sweat and digestion. How much you need to replace depends on your size, the weather and how active you are.</p><h2>A practical starting point</h2><ul><li>Most adults do well with 2 to 3 litres of fluids a day from all sources, including food.</li><li>Add about 500 mL for every hour of exercise, more in heat.</li><li>Pale yellow urine is a simple, reliable sign that you are on track.</li></ul><h2>When electrolytes matter</h2><p>During long or sweaty sessions you lose sodium and potassium as well as water. An electrolyte drink helps restore that balance; plain water is enough for everyday life.</p><h2>Make it easy</h2><p>People drink more when water tastes good and is within reach. Keep a bottle in your bag, in the car and beside your bed.</p>${note.en}`,
      fr: `<p>Votre corps est composé d’environ 60 % d’eau, et il en perd un peu chaque heure par la respiration, la transpiration et la digestion. La quantité à remplacer dépend de votre taille, de la météo et de votre niveau d’activité.</p><h2>Un point de départ pratique</h2><ul><li>La plupart des adultes se portent bien avec 2 à 3 litres de liquides par jour, toutes sources confondues, y compris les aliments.</li><li>Ajoutez environ 500 mL par heure d’exercice, davantage par temps chaud.</li><li>Une urine jaune pâle est un signe simple et fiable que vous êtes sur la bonne voie.</li></ul><h2>Quand les électrolytes comptent</h2><p>Pendant les séances longues ou très intenses, vous perdez du sodium et du potassium en plus de l’eau. Une boisson aux électrolytes aide à rétablir cet équilibre; l’eau suffit pour la vie de tous les jours.</p><h2>Facilitez-vous la vie</h2><p>On boit davantage quand l’eau a bon goût et qu’elle est à portée de main. Gardez une bouteille dans votre sac, dans la voiture et près de votre lit.</p>${note.fr}`,
    },
    imageUrl: '/demo/article-hydration-101.svg',
  },
  {
    slug: 'vitamin-c-serum-beginners-guide',
    publishedOn: '2025-09-09',
    title: { en: 'Vitamin C serum: a beginner’s guide to a brighter-looking complexion', fr: 'Le sérum à la vitamine C\u00a0: guide du débutant pour un teint plus lumineux' },
    preview: {
      en: 'Why vitamin C belongs in your morning routine, how to layer it, and what to expect in the first eight weeks.',
      fr: 'Pourquoi la vitamine C a sa place dans votre routine du matin, comment la superposer et à quoi vous attendre les huit premières semaines.',
    },
    content: {
      en: `<p>Vitamin C is one of the most studied ingredients in skin care, loved for the brighter, more even look it gives the complexion. Here is how to get the most from it.</p><h2>Morning is best</h2><p>Apply vitamin C after cleansing in the morning, then moisturiser, then a broad-spectrum sunscreen. The serum and the sunscreen work as a team.</p><h2>Start gently</h2><p>A light tingle in the first days is common. If your skin is sensitive, use the serum every other day for a week.</p><h2>Choose a stable formula</h2><p>Pure vitamin C oxidises quickly and turns orange. Stable derivatives in airless or opaque packaging stay effective for longer.</p><h2>Be patient</h2><p>Skin renews itself over about four weeks. Most people notice a fresher look within a month and a more even tone by eight weeks. Results vary from person to person.</p>`,
      fr: `<p>La vitamine C est l’un des ingrédients les plus étudiés en soins de la peau, appréciée pour le teint plus lumineux et plus uniforme qu’elle procure. Voici comment en tirer le meilleur.</p><h2>Le matin, c’est mieux</h2><p>Appliquez la vitamine C après le nettoyage du matin, puis l’hydratant, puis un écran solaire à large spectre. Le sérum et l’écran solaire font équipe.</p><h2>Commencez en douceur</h2><p>Un léger picotement les premiers jours est courant. Si votre peau est sensible, utilisez le sérum un jour sur deux pendant une semaine.</p><h2>Choisissez une formule stable</h2><p>La vitamine C pure s’oxyde rapidement et devient orange. Les dérivés stables, en emballage sans air ou opaque, restent efficaces plus longtemps.</p><h2>Soyez patient</h2><p>La peau se renouvelle en environ quatre semaines. La plupart des gens remarquent un teint plus frais en un mois et plus uniforme en huit semaines. Les résultats varient d’une personne à l’autre.</p>`,
    },
    imageUrl: '/demo/article-vitamin-c-guide.svg',
  },
  {
    slug: 'enjoying-holiday-meals',
    publishedOn: '2025-12-02',
    title: { en: 'Enjoying holiday meals without the heavy feeling', fr: 'Profiter des repas des Fêtes sans se sentir lourd' },
    preview: {
      en: 'Slow down, start with vegetables, keep walking: simple ways to enjoy the season’s big meals and feel good afterwards.',
      fr: 'Ralentir, commencer par les légumes, continuer à marcher : des façons simples de profiter des grands repas de la saison et de bien se sentir après.',
    },
    content: {
      en: `<p>Holiday meals are about people as much as food. These habits help you enjoy both.</p><ul><li><strong>Do not arrive starving.</strong> A protein-rich snack in the afternoon makes it easier to eat at a comfortable pace.</li><li><strong>Start with vegetables.</strong> Fill half the first plate with salad or roasted vegetables.</li><li><strong>Eat slowly.</strong> Put the fork down between bites and enjoy the conversation.</li><li><strong>Give digestion a hand.</strong> Digestive enzymes taken with the first bites help support the digestion of proteins, fats and carbohydrates.</li><li><strong>Walk after dinner.</strong> A family walk is a tradition worth starting.</li></ul><p>If you regularly feel unwell after meals, talk to your doctor.</p>${note.en}`,
      fr: `<p>Les repas des Fêtes, c’est autant une affaire de gens que de nourriture. Ces habitudes vous aident à profiter des deux.</p><ul><li><strong>N’arrivez pas affamé.</strong> Une collation riche en protéines en après-midi aide à manger à un rythme confortable.</li><li><strong>Commencez par les légumes.</strong> Remplissez la moitié de la première assiette de salade ou de légumes rôtis.</li><li><strong>Mangez lentement.</strong> Déposez la fourchette entre les bouchées et profitez de la conversation.</li><li><strong>Donnez un coup de main à la digestion.</strong> Des enzymes digestives prises avec les premières bouchées aident à soutenir la digestion des protéines, des lipides et des glucides.</li><li><strong>Marchez après le repas.</strong> Une promenade en famille est une tradition qui vaut la peine d’être lancée.</li></ul><p>Si vous vous sentez régulièrement mal après les repas, parlez-en à votre médecin.</p>${note.fr}`,
    },
    imageUrl: '/demo/article-holiday-meals.svg',
  },
  {
    slug: 'five-minute-protein-breakfasts',
    publishedOn: '2026-02-10',
    title: { en: 'Three protein-rich breakfasts in five minutes', fr: 'Trois déjeuners riches en protéines en cinq minutes' },
    preview: {
      en: 'A smoothie, an overnight oat jar and a savoury bowl: three quick breakfasts with 25 g of protein or more.',
      fr: 'Un smoothie, un pot de gruau de nuit et un bol salé : trois déjeuners rapides avec 25 g de protéines ou plus.',
    },
    content: {
      en: `<h2>1. Green vanilla smoothie</h2><p>Blend one scoop of vanilla whey, one scoop of greens, half a frozen banana, a handful of spinach and 300 mL of milk or a plant beverage. About 30 g of protein.</p><h2>2. Berry overnight oats</h2><p>The night before, stir 40 g of oats, one scoop of vanilla whey, 150 mL of milk and a spoon of chia seeds in a jar. In the morning, top with blueberries. About 32 g of protein.</p><h2>3. Savoury cottage-cheese bowl</h2><p>Top 200 g of cottage cheese with cherry tomatoes, cucumber, olive oil, pepper and a handful of toasted seeds. About 26 g of protein.</p><p>Each takes five minutes or less, and all three travel well in a jar.</p>`,
      fr: `<h2>1. Smoothie vert à la vanille</h2><p>Mélangez une mesure de lactosérum vanille, une mesure de verdures, une demi-banane congelée, une poignée d’épinards et 300 mL de lait ou de boisson végétale. Environ 30 g de protéines.</p><h2>2. Gruau de nuit aux petits fruits</h2><p>La veille, mélangez dans un pot 40 g de flocons d’avoine, une mesure de lactosérum vanille, 150 mL de lait et une cuillerée de graines de chia. Le matin, garnissez de bleuets. Environ 32 g de protéines.</p><h2>3. Bol salé au fromage cottage</h2><p>Garnissez 200 g de fromage cottage de tomates cerises, de concombre, d’huile d’olive, de poivre et d’une poignée de graines grillées. Environ 26 g de protéines.</p><p>Chacun se prépare en cinq minutes ou moins, et les trois voyagent bien dans un pot.</p>`,
    },
    imageUrl: '/demo/article-protein-breakfasts.svg',
  },
];
