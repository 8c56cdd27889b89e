import { describe, expect, it } from 'vitest';
import { expressReducer, idleExpress, isExpressBusy, type ExpressEvent, type ExpressState } from './express-state';
import { emptyEditableAddress } from './wallet-address';

const session = { checkoutId: 'c1', currency: 'USD' as const, shipping_amount: 0, tax_amount: 0, shipping_tax_amount: 0, total_amount: 129.9 };
const address = { ...emptyEditableAddress, first_name: 'Ann', address: '1 Main St', city: 'Burlington', country: 'US' };
const result = { orderId: 5, orderNumber: 'UP-5', transactionId: 'TESTCAP-1', amount: 142.85, currency: 'USD' as const, next: 'success' as const };

function run(...events: ExpressEvent[]): ExpressState {
  return events.reduce(expressReducer, idleExpress);
}

describe('express widget states', () => {
  it('walks the happy path: loading, sheet, address, processing, success', () => {
    expect(run({ type: 'start', method: 'paypal' })).toEqual({ status: 'loading', method: 'paypal' });
    const sheet = run({ type: 'start', method: 'paypal' }, { type: 'created', session });
    expect(sheet).toMatchObject({ status: 'sheet', session });
    const modal = expressReducer(sheet, { type: 'approved', address });
    expect(modal).toMatchObject({ status: 'address', mode: 'view', isBusy: false });
    const priced = expressReducer(modal, { type: 'amounts', amounts: { shipping_amount: 13.95, tax_amount: 0, shipping_tax_amount: 0, total_amount: 143.85 } });
    expect(priced).toMatchObject({ session: { checkoutId: 'c1', shipping_amount: 13.95, total_amount: 143.85 } });
    const processing = expressReducer(priced, { type: 'processing' });
    expect(processing).toMatchObject({ status: 'processing', method: 'paypal' });
    expect(expressReducer(processing, { type: 'succeeded', result })).toEqual({ status: 'success', method: 'paypal', result });
  });

  it('opens the modal in edit mode for an incomplete address, and cancel returns only to a complete one', () => {
    const modal = run({ type: 'start', method: 'paypal' }, { type: 'created', session }, { type: 'approved', address: emptyEditableAddress });
    expect(modal).toMatchObject({ mode: 'edit' });
    expect(expressReducer(modal, { type: 'cancel-edit' })).toMatchObject({ mode: 'edit' });
    const complete = run({ type: 'start', method: 'paypal' }, { type: 'created', session }, { type: 'approved', address }, { type: 'edit' });
    expect(complete).toMatchObject({ mode: 'edit' });
    expect(expressReducer(complete, { type: 'cancel-edit' })).toMatchObject({ mode: 'view' });
  });

  it('shows an error from any step, and Try Again starts over', () => {
    const failed = run({ type: 'start', method: 'paypal' }, { type: 'failed', error: { key: 'createFailed' } });
    expect(failed).toEqual({ status: 'error', method: 'paypal', error: { key: 'createFailed' }, isCancel: false });
    expect(isExpressBusy(failed)).toBe(false);
    expect(expressReducer(failed, { type: 'start', method: 'paypal' })).toMatchObject({ status: 'loading' });
    expect(expressReducer(failed, { type: 'reset' })).toEqual(idleExpress);
  });

  it('ignores events that do not fit the state', () => {
    expect(run({ type: 'created', session })).toEqual(idleExpress);
    const loading = run({ type: 'start', method: 'paypal' });
    expect(expressReducer(loading, { type: 'start', method: 'apple_pay_via_paypal' })).toBe(loading);
    expect(expressReducer(idleExpress, { type: 'failed', error: { key: 'server' } })).toBe(idleExpress);
  });

  it('is busy from loading to success', () => {
    expect(isExpressBusy(idleExpress)).toBe(false);
    expect(isExpressBusy(run({ type: 'start', method: 'paypal' }))).toBe(true);
  });
});
