// The order of the API's capabilities (docs/architecture.md §"Who may call whom"): a capability
// may import the capabilities listed before it, never one after it, so the graph of features is
// one-way by construction. The composition root (app.ts, jobs-list.ts, main.ts) wires them all;
// http/ and platform/ serve every capability and import none.
//
// To add a capability, insert it after everything it calls. To let A call B when B comes later,
// move B before A only if B calls nothing from A and after; otherwise move the shared piece down.
export const capabilityOrder = [
  'health',
  'content',
  'geo',
  'media',
  'payments',
  'catalogue',
  'promotions',
  'cart',
  'analytics',
  'subscriptions',
  'accounts',
  'commissions',
  'team',
  'messages',
  'orders',
  'returns',
  'checkout',
  'autoship',
];

/** Why `from` may not import `to`, or null when it may. Both are capability names. */
export function capabilityRefusal(from, to) {
  if (from === to) return null;
  const a = capabilityOrder.indexOf(from);
  const b = capabilityOrder.indexOf(to);
  if (a < 0) return `capability '${from}' is not in the capability order: add it to tools/capabilities.js and docs/architecture.md`;
  if (b < 0) return `capability '${to}' is not in the capability order: add it to tools/capabilities.js and docs/architecture.md`;
  if (b > a)
    return `capability '${from}' may not import '${to}', which comes after it (tools/capabilities.js): move the shared piece into '${from}' or a capability before it`;
  return null;
}
