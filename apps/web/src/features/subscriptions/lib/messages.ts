// Messages of the plan calls as the contract and the server word them, shown through the
// subscriptions texts in the visitor's language; others are shown as they came.

export const knownPlanMessages = {
  quantityZero: 'Quantity can not be zero.',
  cardDetails: 'Please enter your card details.',
  choosePlan: 'Please choose a monthly or annual plan.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authentication: 'This payment requires authentication.',
  invalidMethod: 'This payment method is not valid.',
  activatedNow: 'Your subscription has been activated.',
  alreadyActive: 'Your subscription is already active.',
  totalChanged: 'The total has changed. Please review it and try again.',
  scholarsOnly: 'Only scholars have a website plan.',
} as const;

export type KnownPlanMessageKey = keyof typeof knownPlanMessages;

const keyByMessage = new Map<string, KnownPlanMessageKey>(
  Object.entries(knownPlanMessages).map(([key, message]) => [message, key as KnownPlanMessageKey]),
);

export function knownPlanMessageKey(message: string): KnownPlanMessageKey | null {
  return keyByMessage.get(message) ?? null;
}
