import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { knownMessageKey } from '../../lib/messages';

/**
 * Shows a field or server message in the visitor's language: the spec's known messages have
 * translations; anything else from the server is shown as it came.
 */
export function useFieldMessage(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation('accounts');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = knownMessageKey(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
