import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../lib/checkout-messages';

/** A form or server message in the visitor's language: the spec's messages are translated, others shown as they came. */
export function useMessage(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation('checkout');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = messageKeyOf(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
