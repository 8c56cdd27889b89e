import type { Database, Transaction } from '@upline/db';
import { columnList, queryPrepared, schema, tableRecord } from '@upline/db';
import { couponMessages } from '@upline/domain/promotions';
import { reserveCoupon } from '../promotions/coupon-redemptions.js';
import { orderByIdempotencyKey, readOrderRow } from './order-by-id.js';
import type { IdempotentAnswer, KeepAnswer } from './idempotent-request.js';
import type { OrderDraft, OrderRow } from './order-draft.js';
import { orderFailure, type OrderResult } from './order-failure.js';
import { newOrderNumber } from './order-number.js';
import { amountColumns, billColumns, orderLineRecords, orderTaxLineRecords, shipColumns } from './order-rows.js';

const reserveRefusals = { invalid: 'invalid', 'used-up': 'used-up', 'customer-limit': 'customer-limit' } as const;

type OrderInsert = typeof schema.orders.$inferInsert;

/** The columns a new order is written with (every other column takes its default). */
const orderKeys = [
  'orderNumber', 'userId', 'email', 'firstName', 'lastName', 'mobile', 'sponsorId', 'referalId', 'pricingMemberType', 'status', 'paymentStatus',
  'paymentMethod', 'shippingStatus', 'shoppingCountryCode', 'currency', 'subtotalMinor', 'discountMinor', 'shippingMinor', 'shippingTaxMinor',
  'taxMinor', 'totalMinor', 'couponId', 'isAutoship', 'shippingMethod', 'shippingCarrier', 'shippingService', 'shipFirstName', 'shipLastName',
  'shipAddress1', 'shipAddress2', 'shipCity', 'shipStateId', 'shipState', 'shipCountryId', 'shipCountry', 'shipZip', 'shipMobile', 'billFirstName',
  'billLastName', 'billAddress1', 'billAddress2', 'billCity', 'billStateId', 'billState', 'billCountryId', 'billCountry', 'billZip', 'notes',
  'pricingInput', 'checkoutId', 'autoshipConsent', 'idempotencyKey', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof OrderInsert)[];
const lineKeys = ['kind', 'productId', 'position', 'name', 'thumbnailUrl', 'quantity', 'unitPriceMinor', 'discountMinor', 'lineTotalMinor', 'isAutoship', 'bvMinor'] as const;
const taxKeys = ['name', 'rateBps', 'amountMinor', 'onShipping'] as const;

const orderKeysWithId = ['id', ...orderKeys] as const satisfies readonly (keyof OrderInsert)[];
const orderColumns = columnList(schema.orders, orderKeys);
const orderColumnsWithId = columnList(schema.orders, orderKeysWithId);
const lineColumns = columnList(schema.orderLines, lineKeys);
const taxColumns = columnList(schema.orderTaxLines, taxKeys);
const prefixed = (columns: string) => columns.split(', ').map((c) => `r.${c}`).join(', ');

/**
 * The order, its lines, its tax lines, its first status event and the audit line of its pricing
 * input in one statement: nothing is written unless the order row is (a conflict on the order
 * number or the idempotency key writes nothing and answers no row), and a statement is atomic
 * without a transaction. The statement is built once from the schema's column names. The row
 * comes back as one JSON value (read by the table's row reader): a driver result of the orders
 * table's every column costs more to build than the JSON does to parse.
 */
const insertTextOf = (columns: string, answer: string) => `
with o as (
  insert into orders (${columns})
  select ${columns} from jsonb_populate_record(null::orders, $1::jsonb)
  on conflict do nothing
  returning *
)${answer}, l as (
  insert into order_lines ("order_id", ${lineColumns})
  select o.id, ${prefixed(lineColumns)} from o cross join jsonb_populate_recordset(null::order_lines, $2::jsonb) r
), t as (
  insert into order_tax_lines ("order_id", ${taxColumns})
  select o.id, ${prefixed(taxColumns)} from o cross join jsonb_populate_recordset(null::order_tax_lines, $3::jsonb) r
), e as (
  insert into order_status_events (order_id, field, from_status, to_status, actor_id, note, at)
  select o.id, 'status', null, 'Pending', o.user_id, 'order created', o.created_at from o
), a as (
  insert into audit_log (actor_id, action, entity, entity_id, data, at)
  select o.user_id, 'order.created', 'order', o.id::text, jsonb_build_object('pricing', o.pricing_input), o.created_at from o
)
select row_to_json(o) as "order" from o`;
const insertText = insertTextOf(orderColumns, '');
type InsertedRow = { order: Record<string, unknown> };
/** The same with the order's id drawn before, and the idempotent request's answer written when the order is. */
const insertWithAnswerText = insertTextOf(
  orderColumnsWithId,
  `, k as (
  update idempotency_keys set status_code = $6, response = $7::jsonb, locked_until = null
  where scope = $4 and key = $5 and exists (select 1 from o)
)`,
);

/**
 * The idempotent request's answer, written by the order's own statement, so that it is kept as
 * the order is (decision 0043). The answer names the order's id: it is drawn before.
 */
export interface AnswerWithOrder {
  orderId: number;
  keep: KeepAnswer<unknown>;
  answerOf: (order: OrderRow) => IdempotentAnswer<unknown>;
}

/**
 * Writes a new order, Pending and Not Shipped, with its lines, tax lines, first status event,
 * pricing input and coupon reservation. An order already written under the same idempotency key
 * is returned instead (isNew false), untouched. Without a coupon everything is one statement, so
 * `db` may be the pool; with a coupon, `db` must be the caller's transaction: a coupon whose
 * last use went to another order is coupon_unavailable, and the caller's transaction must roll
 * back what was written (inOrderTransaction does).
 */
export async function insertOrder(
  db: Database | Transaction,
  draft: OrderDraft,
  now: Date,
  withAnswer?: AnswerWithOrder,
): Promise<OrderResult<{ order: OrderRow; isNew: boolean }>> {
  const { orders } = schema;
  const values: Omit<OrderInsert, 'orderNumber'> = {
    userId: draft.userId,
    email: draft.email,
    firstName: draft.firstName,
    lastName: draft.lastName,
    mobile: draft.mobile,
    sponsorId: draft.sponsorId,
    referalId: draft.referalId,
    pricingMemberType: draft.memberType,
    status: 'Pending' as const,
    paymentStatus: 'unpaid' as const,
    paymentMethod: draft.paymentMethod,
    shippingStatus: 'Not Shipped' as const,
    shoppingCountryCode: draft.shoppingCountryCode,
    ...amountColumns(draft.quote),
    ...shipColumns(draft.shipTo),
    ...billColumns(draft.billTo),
    notes: draft.notes,
    // What the shopper asked for: payment prices the order again from it; the audit line keeps it too.
    pricingInput: draft.pricing,
    checkoutId: draft.checkoutId,
    autoshipConsent: draft.autoshipConsent ?? null,
    idempotencyKey: draft.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  };
  const lines = JSON.stringify(orderLineRecords(draft.quote).map((line) => tableRecord(schema.orderLines, lineKeys, line)));
  const taxes = JSON.stringify(orderTaxLineRecords(draft.quote).map((line) => tableRecord(schema.orderTaxLines, taxKeys, line)));
  let order: OrderRow | undefined;
  // A random order number can collide (about once in 10^12 per day): draw again. A concurrent
  // insert under the same idempotency key makes this one wait, then find that order.
  for (let i = 0; !order && i < 3; i++) {
    if (withAnswer) {
      const record = tableRecord(orders, orderKeysWithId, { ...values, id: withAnswer.orderId, orderNumber: newOrderNumber(now) });
      // The order as the statement writes it: what the answer is made of (its id, number, states, amounts and date).
      const answer = withAnswer.answerOf(readOrderRow(record));
      const { keep } = withAnswer;
      const [inserted] = await queryPrepared<InsertedRow>(db, 'order_insert_answered', insertWithAnswerText, [
        JSON.stringify(record),
        lines,
        taxes,
        keep.scope,
        keep.key,
        answer.statusCode,
        JSON.stringify(answer.body),
      ]);
      order = inserted ? readOrderRow(inserted.order) : undefined;
      if (order) keep.kept(answer);
    } else {
      const record = tableRecord(orders, orderKeys, { ...values, orderNumber: newOrderNumber(now) });
      const [inserted] = await queryPrepared<InsertedRow>(db, 'order_insert', insertText, [JSON.stringify(record), lines, taxes]);
      order = inserted ? readOrderRow(inserted.order) : undefined;
    }
    if (!order && draft.idempotencyKey) {
      const existing = await orderByIdempotencyKey(db, draft.idempotencyKey);
      if (existing) return { ok: true, value: { order: existing, isNew: false } };
    }
  }
  if (!order) throw new Error('could not draw a free order number');

  const coupon = draft.quote.coupon;
  if (coupon?.applied) {
    const reserved = await reserveCoupon(db, { couponId: coupon.id, orderId: order.id, userId: draft.userId, email: draft.email, now });
    if (!reserved.ok) {
      // Another order took the last use between the quote and now: nothing may be kept.
      const message = couponMessages[reserveRefusals[reserved.reason]];
      return orderFailure('coupon_unavailable', message, { fields: { coupon_code: message } });
    }
  }
  return { ok: true, value: { order, isNew: true } };
}
