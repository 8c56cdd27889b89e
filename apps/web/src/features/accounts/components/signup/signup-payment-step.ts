import type { ReactNode } from 'react';
import type { PlanExtras } from '../../lib/signup-payload';
import type { Currency } from '@upline/domain/money';

/**
 * The scholar's payment step (accounts §2.7), supplied by the page that composes the signup form
 * with the subscriptions capability: the fee choice and the card form.
 */
export interface SignupPaymentStep {
  /** The step's fields, priced in the currency chosen on the form. */
  render: (currency: Currency) => ReactNode;
  /**
   * Checks the step; returns the card's payment method id, the plan and the quantity, or null
   * after showing its messages. Asynchronous when the card provider creates the payment method.
   */
  prepare: (options: { focus: boolean }) => PlanExtras | null | Promise<PlanExtras | null>;
  /** Messages from the server for the step's fields (authorization_key, plan, quantity). */
  showServerErrors: (errors: Readonly<Record<string, string>>) => void;
}
