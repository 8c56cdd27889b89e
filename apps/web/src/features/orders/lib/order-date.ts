/** Accounts §2.8: the orders list shows the first 10 characters of createdDate (YYYY-MM-DD). */
export function orderDateOf(createdDate: string): string {
  return createdDate.slice(0, 10);
}

/** The order id of the /order/{id} path, or null when it is not a positive number. */
export function orderIdOf(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
