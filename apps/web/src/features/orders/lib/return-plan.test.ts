import { describe, expect, it } from 'vitest';
import { canAct, initialReturnChoice, returnLinesOf, returnPlanOf } from './return-plan';
import { testOrderProduct } from './test-orders';

describe('returnPlanOf', () => {
  it.each([
    [{ action: 'cancel', refund_amount: 180.97, until: '2026-11-26T16:05:00Z' }, { kind: 'cancel', refundAmount: 180.97, until: '2026-11-26T16:05:00Z' }, true],
    [{ action: 'cancel_unpaid' }, { kind: 'cancel-unpaid' }, true],
    [{ action: 'return', restocking_fee_percent: 15, window_closes_on: '2026-12-25' }, { kind: 'return', feePercent: 15, windowClosesOn: '2026-12-25' }, true],
    [{ action: 'closed', closed_on: '2026-10-01' }, { kind: 'closed', closedOn: '2026-10-01' }, false],
    [{ action: 'none', reason: 'return_requested' }, { kind: 'none', reason: 'return_requested' }, false],
  ] as const)('reads %j as what the Return action does', (option, plan, isActionable) => {
    expect(returnPlanOf(option)).toEqual(plan);
    expect(canAct(returnPlanOf(option))).toBe(isActionable);
  });
});

describe('a partial return', () => {
  const products = [
    testOrderProduct({ order_line_id: 1, quantity: 3, returnable_quantity: 3 }),
    testOrderProduct({ order_line_id: 2, quantity: 2, returned_quantity: 2, returnable_quantity: 0 }),
    testOrderProduct({ order_line_id: 3, quantity: 4, returned_quantity: 1, returnable_quantity: 3 }),
  ];

  it('starts with every unit left to return of every returnable line', () => {
    expect(initialReturnChoice(products)).toEqual({ 1: 3, 3: 3 });
  });

  it('sends only chosen lines, never more units than are left nor fractions', () => {
    expect(returnLinesOf(products, { 1: 1, 2: 2, 3: 9 })).toEqual([
      { order_line_id: 1, quantity: 1 },
      { order_line_id: 3, quantity: 3 },
    ]);
    expect(returnLinesOf(products, { 1: 0, 3: 1.7 })).toEqual([{ order_line_id: 3, quantity: 1 }]);
    expect(returnLinesOf(products, {})).toEqual([]);
  });
});
