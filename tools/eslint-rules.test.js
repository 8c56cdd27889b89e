// The dependency rule, one row per case: which file imports what, and whether lint lets it.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { capabilityOrder, capabilityRefusal } from './capabilities.js';
import { uplinePlugin } from './eslint-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const at = (file) => path.join(root, file);

// [file, import, expected message or null when allowed]
const table = [
  ['packages/domain/src/money.ts', './rounding', null],
  ['packages/domain/src/money.ts', 'zod', "domain depends on nothing: 'zod' is not allowed"],
  ['packages/domain/src/orders/business-hours.ts', '@date-fns/tz', null],
  ['packages/domain/src/orders/refund-policy.ts', 'date-fns', null],
  ['packages/domain/src/orders/refund-policy.ts', 'dayjs', "domain depends on nothing: 'dayjs' is not allowed"],
  ['packages/domain/src/money.ts', '../../contract/src/index', "domain may not reach outside itself ('../../contract/src/index')"],
  ['packages/contract/src/cart.ts', 'zod', null],
  ['packages/contract/src/cart.ts', '@upline/domain', null],
  ['packages/contract/src/cart.ts', './common', null],
  ['packages/contract/src/cart.ts', '@upline/db', "contract depends only on zod and @upline/domain: '@upline/db' is not allowed"],
  ['packages/contract/src/cart.ts', '../../db/src/schema/index', "contract may not reach outside itself ('../../db/src/schema/index')"],
  ['packages/db/src/seed/index.ts', '../schema/index', null],
  ['packages/db/src/seed/index.ts', 'drizzle-orm', null],
  ['packages/db/src/seed/index.ts', '@upline/contract', "db may not import '@upline/contract'"],
  ['packages/db/src/seed/index.ts', '../../../../apps/api/src/deps', "db may not reach outside itself ('../../../../apps/api/src/deps')"],
  ['apps/api/src/features/cart/routes.ts', '@upline/db', null],
  ['apps/api/src/features/cart/routes.ts', '@upline/web', "api never imports '@upline/web'"],
  ['apps/api/src/features/cart/routes.ts', '../../../../web/src/shared/api/client', "api never imports the web ('../../../../web/src/shared/api/client')"],
  ['apps/api/src/features/cart/quote-cart.ts', '../promotions/check-coupon.js', null],
  ['apps/api/src/features/checkout/place-order.ts', '../orders/insert-order.js', null],
  [
    'apps/api/src/features/promotions/apply.ts',
    '../cart/quote-cart.js',
    "capability 'promotions' may not import 'cart', which comes after it (tools/capabilities.js): move the shared piece into 'promotions' or a capability before it",
  ],
  [
    'apps/api/src/features/newcap/thing.ts',
    '../cart/quote-cart.js',
    "capability 'newcap' is not in the capability order: add it to tools/capabilities.js and docs/architecture.md",
  ],
  ['apps/api/src/features/promotions/redemptions.test.ts', '../cart/quote-cart.js', null],
  [
    'apps/api/src/platform/jobs.ts',
    '../features/orders/expire-unpaid-orders.js',
    "http/ and platform/ serve every capability and import none ('../features/orders/expire-unpaid-orders.js'): wire it in the composition root (app.ts, jobs-list.ts)",
  ],
  ['apps/api/src/jobs-list.ts', './features/orders/expire-unpaid-orders.js', null],
  ['apps/web/src/features/cart/cart-page.tsx', '../../shared/ui/button', null],
  ['apps/web/src/features/cart/cart-page.tsx', '@upline/contract/cart', null],
  ['apps/web/src/features/cart/cart-page.tsx', '@upline/db', "web never imports '@upline/db'"],
  ['apps/web/src/features/cart/cart-page.tsx', 'drizzle-orm', "web never imports 'drizzle-orm'"],
  ['apps/web/src/features/cart/cart-page.tsx', '../../../../api/src/app', "web may not reach outside apps/web ('../../../../api/src/app')"],
  [
    'apps/web/src/features/cart/cart-page.tsx',
    '../checkout/checkout-page',
    "feature 'cart' may not import feature 'checkout': move the shared piece to src/shared or compose in a route",
  ],
  ['apps/web/src/app/routes/cart.tsx', '../../features/cart/cart-page', null],
  ['apps/web/src/shared/ui/button.tsx', './icon', null],
  [
    'apps/web/src/shared/ui/button.tsx',
    '../../features/cart/cart-page',
    "shared may not import features or app ('../../features/cart/cart-page'): pass what it needs in from the caller",
  ],
  [
    'apps/web/src/shared/api/client.ts',
    '../../app/router',
    "shared may not import features or app ('../../app/router'): pass what it needs in from the caller",
  ],
];

const cases = table.map(([file, source, message]) => ({
  filename: at(file),
  code: `import x from '${source}';\nexport { x };`,
  message,
}));

// A type-only import names a later capability's record shape and calls nothing: allowed.
const typeCases = [
  { filename: at('apps/api/src/features/subscriptions/start-autoship.ts'), code: "import type { OrderRow } from '../orders/order-draft.js';\nexport type X = OrderRow;" },
  { filename: at('apps/api/src/features/subscriptions/start-autoship.ts'), code: "import { type OrderRow } from '../orders/order-draft.js';\nexport type X = OrderRow;" },
];
const typeRefused = {
  filename: at('apps/api/src/features/subscriptions/start-autoship.ts'),
  code: "import { type OrderRow, insertOrder } from '../orders/insert-order.js';\nexport const x: OrderRow | null = null; export { insertOrder };",
  errors: [{ message: "capability 'subscriptions' may not import 'orders', which comes after it (tools/capabilities.js): move the shared piece into 'subscriptions' or a capability before it" }],
};
new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } }).run('dependency-rule (types)', uplinePlugin.rules['dependency-rule'], {
  valid: typeCases,
  invalid: [typeRefused],
});

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'dependency-rule',
  uplinePlugin.rules['dependency-rule'],
  {
    valid: cases.filter((c) => c.message === null).map(({ filename, code }) => ({ filename, code })),
    invalid: cases
      .filter((c) => c.message !== null)
      .map(({ filename, code, message }) => ({ filename, code, errors: [{ message }] })),
  },
);

describe('the capability order', () => {
  it('names each capability once and lets each call only those before it', () => {
    expect(new Set(capabilityOrder).size).toBe(capabilityOrder.length);
    capabilityOrder.forEach((from, i) =>
      capabilityOrder.forEach((to, j) => expect(capabilityRefusal(from, to) === null).toBe(j <= i)),
    );
  });

  it('holds every capability the API has', () => {
    const features = readdirSync(path.join(root, 'apps/api/src/features'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(features.map((d) => d.name).filter((name) => !capabilityOrder.includes(name))).toEqual([]);
  });
});
