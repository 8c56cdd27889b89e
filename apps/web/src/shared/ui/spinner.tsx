import { useTranslation } from 'react-i18next';

/** A quiet loading indicator with a text for screen readers. */
export function Spinner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-sage-light border-t-brand"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
