import { createContext, useContext, type ReactNode } from 'react';

/** Turns a field's message (the contract's or the server's text) into the visitor's language. */
export type TranslateFieldMessage = (message: string | undefined | null) => string | undefined;

const shownAsItCame: TranslateFieldMessage = (message) => message || undefined;

const FieldMessagesContext = createContext<TranslateFieldMessage>(shownAsItCame);

/**
 * Gives the fields inside a form their feature's message translations (accounts and checkout
 * each know the spec's messages of their screens); without it a message is shown as it came.
 */
export function FieldMessages({ translate, children }: { translate: TranslateFieldMessage; children: ReactNode }) {
  return <FieldMessagesContext.Provider value={translate}>{children}</FieldMessagesContext.Provider>;
}

/** The translation of field messages the surrounding form gave. */
export function useFieldMessages(): TranslateFieldMessage {
  return useContext(FieldMessagesContext);
}
