import type { MemberOrderProduct, ReturnOption } from '@upline/contract/member-orders';

/**
 * What the Return action of an order does (its `return_option`, refund policy in
 * docs/refund-policy.md), as the page shows it before anything is sent:
 * - cancel: the whole order is cancelled and refunded at once (amount, until when);
 * - cancel-unpaid: an unpaid order is cancelled, nothing to refund;
 * - return: a return request for chosen lines, less the restocking fee, that staff approve;
 * - closed: nothing can be returned any more (since when);
 * - none: nothing to do (cancelled, refunded, returned, or a return waiting for staff).
 */
export type ReturnPlan =
  | { kind: 'cancel'; refundAmount: number; until: string }
  | { kind: 'cancel-unpaid' }
  | { kind: 'return'; feePercent: number; windowClosesOn: string }
  | { kind: 'closed'; closedOn: string }
  | { kind: 'none'; reason: 'cancelled' | 'refunded' | 'returned' | 'return_requested' };

export function returnPlanOf(option: ReturnOption): ReturnPlan {
  switch (option.action) {
    case 'cancel':
      return { kind: 'cancel', refundAmount: option.refund_amount, until: option.until };
    case 'cancel_unpaid':
      return { kind: 'cancel-unpaid' };
    case 'return':
      return { kind: 'return', feePercent: option.restocking_fee_percent, windowClosesOn: option.window_closes_on };
    case 'closed':
      return { kind: 'closed', closedOn: option.closed_on };
    case 'none':
      return { kind: 'none', reason: option.reason };
  }
}

/** True when the Return action can send something (cancel or a return request). */
export function canAct(plan: ReturnPlan): boolean {
  return plan.kind === 'cancel' || plan.kind === 'cancel-unpaid' || plan.kind === 'return';
}

/** Units chosen per order line for a partial return. */
export type ReturnChoice = Record<number, number>;

/** The lines that may still be returned, each chosen with every unit left to return. */
export function initialReturnChoice(products: readonly MemberOrderProduct[]): ReturnChoice {
  const choice: ReturnChoice = {};
  for (const product of products) if (product.returnable_quantity > 0) choice[product.order_line_id] = product.returnable_quantity;
  return choice;
}

/** The body's lines: chosen lines only, each quantity kept between 1 and what is left to return. */
export function returnLinesOf(
  products: readonly MemberOrderProduct[],
  choice: ReturnChoice,
): { order_line_id: number; quantity: number }[] {
  return products.flatMap((product) => {
    const chosen = Math.trunc(choice[product.order_line_id] ?? 0);
    const quantity = Math.min(chosen, product.returnable_quantity);
    return quantity >= 1 ? [{ order_line_id: product.order_line_id, quantity }] : [];
  });
}
