import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { recommendRoutine, routineQuestions, type RoutineAnswers } from '../lib/routine-chooser';

/** Three questions and a suggested category, all in the browser: nothing is sent or recorded. */
export function RoutineChooser() {
  const { t } = useTranslation('catalogue');
  const [answers, setAnswers] = useState<RoutineAnswers>({});
  const suggestion = recommendRoutine(answers);
  const isComplete = routineQuestions.every((question) => answers[question.id]);

  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">
      <ol className="space-y-6">
        {routineQuestions.map((question, index) => (
          <li key={question.id}>
            <fieldset>
              <legend className="font-semibold text-ink">
                <span className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-brand text-sm text-cream">
                  {index + 1}
                </span>
                {t(`quiz.questions.${question.id}.label`)}
              </legend>
              <div className="mt-3 flex flex-wrap gap-2">
                {question.answers.map((answer) => {
                  const isChosen = answers[question.id] === answer.id;
                  return (
                    <label
                      key={answer.id}
                      className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold ${isChosen ? 'border-brand bg-brand text-cream' : 'border-cream-dark bg-cream text-ink hover:border-brand'}`}
                    >
                      <input
                        type="radio"
                        name={`quiz-${question.id}`}
                        value={answer.id}
                        checked={isChosen}
                        onChange={() => setAnswers((current) => ({ ...current, [question.id]: answer.id }))}
                        className="sr-only"
                      />
                      {t(`quiz.questions.${question.id}.answers.${answer.id}` as 'quiz.questions.goal.answers.energy')}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="mt-8 border-t border-cream-dark pt-6 text-center">
        {suggestion && isComplete ? (
          <>
            <p className="text-ink-muted">{t('quiz.result')}</p>
            <p className="mt-1 font-serif text-2xl text-brand">{t(`quiz.categories.${suggestion}`)}</p>
            <Link to={paths.listProducts(suggestion)} className="btn-primary mt-4">
              {t('quiz.see', { category: t(`quiz.categories.${suggestion}`) })}
            </Link>
          </>
        ) : (
          <p className="text-ink-muted">{t('quiz.prompt')}</p>
        )}
      </div>
    </div>
  );
}
