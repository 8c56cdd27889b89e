import { useTranslation } from 'react-i18next';
import type { ExpressState } from '../../lib/express-state';

/** Checkout §2: 'Initializing {method}...' while the session is created, 'Processing your {method} payment...' while paying. */
export function ExpressOverlay({ state }: { state: ExpressState }) {
  const { t } = useTranslation('checkout');
  if (state.status !== 'loading' && state.status !== 'processing') return null;
  const method = t(`express.methods.${state.method}`);
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/60 p-4 animate-fade-in" data-testid="express-overlay">
      <div role="status" aria-live="assertive" className="w-full max-w-sm rounded-3xl bg-cream p-6 text-center shadow-2xl">
        <span aria-hidden="true" className="mx-auto block size-10 animate-spin rounded-full border-4 border-sage-light border-t-brand" />
        <p className="mt-4 font-serif text-lg text-brand">
          {state.status === 'loading' ? t('express.initializing', { method }) : t('express.processing', { method })}
        </p>
        {state.status === 'processing' && <p className="mt-1 text-sm font-medium text-ink">{t('express.dontClose')}</p>}
      </div>
    </div>
  );
}
