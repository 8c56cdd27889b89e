// The built-in "Find your routine" chooser: three questions, each answer scores the categories,
// and the highest score is the suggestion. Categories are named by their slug, which the
// ListProducts page accepts in place of an id.

export const routineCategories = ['nutrition', 'hydration', 'digestive-health', 'weight-management', 'skin-care'] as const;
export type RoutineCategory = (typeof routineCategories)[number];

type Scores = Partial<Record<RoutineCategory, number>>;

export interface RoutineQuestion {
  id: 'goal' | 'moment' | 'format';
  answers: readonly { id: string; scores: Scores }[];
}

export const routineQuestions: readonly RoutineQuestion[] = [
  {
    id: 'goal',
    answers: [
      { id: 'energy', scores: { nutrition: 3, hydration: 1 } },
      { id: 'hydration', scores: { hydration: 3 } },
      { id: 'digestion', scores: { 'digestive-health': 3, nutrition: 1 } },
      { id: 'weight', scores: { 'weight-management': 3, nutrition: 1 } },
      { id: 'skin', scores: { 'skin-care': 3 } },
    ],
  },
  {
    id: 'moment',
    answers: [
      { id: 'morning', scores: { nutrition: 1, 'weight-management': 1 } },
      { id: 'training', scores: { hydration: 1, nutrition: 1 } },
      { id: 'meals', scores: { 'digestive-health': 2 } },
      { id: 'evening', scores: { 'skin-care': 2 } },
    ],
  },
  {
    id: 'format',
    answers: [
      { id: 'drink', scores: { nutrition: 1, hydration: 1, 'weight-management': 1 } },
      { id: 'tablet', scores: { 'digestive-health': 1, 'weight-management': 1 } },
      { id: 'skin', scores: { 'skin-care': 1 } },
    ],
  },
];

export type RoutineAnswers = Partial<Record<RoutineQuestion['id'], string>>;

/** The suggested category for the answers given; ties go to the first in `routineCategories`. Null before any answer. */
export function recommendRoutine(answers: RoutineAnswers): RoutineCategory | null {
  const totals = new Map<RoutineCategory, number>(routineCategories.map((category) => [category, 0]));
  let answered = 0;
  for (const question of routineQuestions) {
    const answer = question.answers.find((candidate) => candidate.id === answers[question.id]);
    if (!answer) continue;
    answered += 1;
    for (const [category, score] of Object.entries(answer.scores) as [RoutineCategory, number][]) {
      totals.set(category, (totals.get(category) ?? 0) + score);
    }
  }
  if (answered === 0) return null;
  let best: RoutineCategory = routineCategories[0];
  for (const category of routineCategories) if ((totals.get(category) ?? 0) > (totals.get(best) ?? 0)) best = category;
  return best;
}
