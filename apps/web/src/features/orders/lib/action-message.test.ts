import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError } from '../../../shared/api/api-error';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { actionFailureOf, actionMessageOf } from './action-message';
import { testOrder } from './test-orders';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { orders: en }, fr: { orders: fr } }, lng: 'fr', ns: ['orders'], defaultNS: 'orders', interpolation: { escapeValue: false } });
const t = i18n.getFixedT('fr', 'orders') as never;

const refund = { id: 1, amount: 180.97, status: 'succeeded', reason: 'cancel', created_at: '2026-11-25T15:00:00Z' } as const;
const cancelled = { success: true, message: 'Your order was cancelled. A refund of $180.97 is on its way to your payment method.', order: testOrder({ currency: 'CAD' }), refund, return_request: null } as const;

describe('the toast after the Return action', () => {
  it("shows the server's message in English", () => {
    expect(actionMessageOf(cancelled, 'en', t)).toBe(cancelled.message);
  });

  it('says the same in French with the amount the French way', () => {
    expect(actionMessageOf(cancelled, 'fr', t)).toMatch(/^Votre commande a été annulée\. Un remboursement de 180,97\s\$ est en route vers votre moyen de paiement\.$/);
    expect(actionMessageOf({ ...cancelled, refund: null }, 'fr', t)).toBe('Votre commande a été annulée.');
  });

  it('says in French that the refund is left to the team when the provider did not make it', () => {
    expect(actionMessageOf({ ...cancelled, refund: { ...refund, status: 'failed' } }, 'fr', t)).toBe(fr.messages.refundFailed);
    expect(actionMessageOf({ ...cancelled, refund: { ...refund, status: 'pending' } }, 'fr', t)).toBe(fr.messages.refundFailed);
  });

  it("shows the server's refusal in English, its French text for a known code, and a general text for a network failure", () => {
    const refused = new ApiError(409, { error: 'This order is already cancelled.', code: 'already_cancelled' });
    expect(actionFailureOf(refused, 'en', t)).toBe('This order is already cancelled.');
    expect(actionFailureOf(refused, 'fr', t)).toBe('Cette commande est déjà annulée.');
    expect(actionFailureOf(new Error('boom'), 'fr', t)).toBe(fr.messages.failed);
  });
});
