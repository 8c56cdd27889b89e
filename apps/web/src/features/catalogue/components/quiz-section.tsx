import { useTranslation } from 'react-i18next';
import { configuredQuizUrl } from '../lib/quiz-embed-url';
import { RoutineChooser } from './routine-chooser';

/**
 * "Find your routine": the deployment's external quiz form when VITE_QUIZ_URL is set, else the
 * built-in chooser, so that the shop calls no other site by default.
 */
export function QuizSection() {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="quiz-title" className="bg-sage-light/60 py-14">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="quiz-title" className="text-3xl">
            {t('quiz.title')}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{t('quiz.text')}</p>
        </div>
        <div className="mx-auto mt-8 max-w-3xl">
          {configuredQuizUrl ? (
            <iframe
              src={configuredQuizUrl}
              title={t('quiz.title')}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              className="h-[36rem] w-full rounded-3xl border-0 bg-white shadow-sm"
            />
          ) : (
            <RoutineChooser />
          )}
        </div>
      </div>
    </section>
  );
}
