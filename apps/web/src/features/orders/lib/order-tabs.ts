/**
 * The tabs of the Orders page (accounts §2.10, §4): every order, open ones (status pending),
 * cancelled ones (cancel) and autoship ones. 'all' is GET user/orders; the others are
 * GET user/orders/{status}.
 */
export const ordersTabs = ['all', 'pending', 'cancel', 'autoship'] as const;
export type OrdersTab = (typeof ordersTabs)[number];

/** The tab named in the page's `?tab=` query, the first tab when it names none. */
export function ordersTabOf(value: string | null): OrdersTab {
  return (ordersTabs as readonly string[]).includes(value ?? '') ? (value as OrdersTab) : 'all';
}

/** A page number from the `?page=` query: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/** The Return action is on every tab but Cancelled Orders (accounts §2.10). */
export function hasReturnAction(tab: OrdersTab): boolean {
  return tab !== 'cancel';
}
