import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { knownPlanMessageKey } from '../lib/messages';

/** A plan or card message in the visitor's language when it is a known one, else as it came. */
export function usePlanMessage(): (message: string) => string {
  const { t } = useTranslation('subscriptions');
  return useCallback(
    (message) => {
      const key = knownPlanMessageKey(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
