import { asc, and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import type { TeamOrder, TeamPagination } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';
import { type Currency, toDecimal } from '@upline/domain/money';
import { downlineOf, type TreeRow } from './downline.js';

// My Team Order and Customers Order History (accounts §2.10): paid orders of the members of the
// caller's downline, or of the customers the caller enrolled (docs/decisions/0009-team-lists.md),
// newest payment first, with their products.

export type TeamOrderScope = 'team' | 'customers';

export interface TeamOrdersInput {
  caller: TreeRow;
  scope: TeamOrderScope;
  /** Only this member's orders; it must be in the scope. */
  memberId?: number;
  page: number;
  perPage: number;
  timeZone: string;
}

type OrderRow = {
  id: number;
  order_number: string;
  paid_at: Date | string;
  currency: Currency;
  total_minor: number | string;
  is_autoship: boolean;
  status: string;
  buyer_id: number;
  firstname: string;
  lastname: string;
  member_type: 'customer' | 'ambassador' | 'scholar';
  depth: number;
};

function scopeOf(caller: TreeRow, scope: TeamOrderScope): SQL {
  return scope === 'team' ? sql`mt.path like ${downlineOf(caller)}` : sql`mt.sponsor_id = ${caller.memberId} and u.member_type = 'customer'`;
}

/** True when the member is one whose orders the scope shows (their orders may be asked alone). */
export async function isInOrderScope(db: Database, input: Pick<TeamOrdersInput, 'caller' | 'scope'>, memberId: number): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select u.id from member_tree mt join users u on u.id = mt.member_id where mt.member_id = ${memberId} and ${scopeOf(input.caller, input.scope)}`,
  );
  return rows.length > 0;
}

export async function listTeamOrders(db: Database, input: TeamOrdersInput): Promise<{ orders: TeamOrder[]; pagination: TeamPagination }> {
  const where = sql`o.paid_at is not null and ${scopeOf(input.caller, input.scope)} ${input.memberId === undefined ? sql`` : sql`and u.id = ${input.memberId}`}`;
  const from = sql`orders o join member_tree mt on mt.member_id = o.user_id join users u on u.id = o.user_id`;
  const { rows: counted } = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${from} where ${where}`);
  const total = counted[0]?.total ?? 0;
  const { rows } = await db.execute<OrderRow>(sql`
    select o.id, o.order_number, o.paid_at, o.currency, o.total_minor, o.is_autoship, o.status,
           u.id as buyer_id, u.firstname, u.lastname, u.member_type, mt.depth
    from ${from} where ${where}
    order by o.paid_at desc, o.id desc
    limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`);

  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select()
        .from(schema.orderLines)
        .where(and(inArray(schema.orderLines.orderId, ids), eq(schema.orderLines.kind, 'product')))
        .orderBy(asc(schema.orderLines.position), asc(schema.orderLines.id))
    : [];
  const orders = rows.map((r): TeamOrder => {
    const paidAt = new Date(r.paid_at);
    return {
      id: r.id,
      order_id: r.id,
      order_number: r.order_number,
      order_date: paidAt.toISOString(),
      formatted_order_date: localDate(paidAt, input.timeZone),
      currency: r.currency,
      total: toDecimal(Number(r.total_minor)),
      totalPrice: toDecimal(Number(r.total_minor)),
      autoship: r.is_autoship,
      order_status: r.status,
      user_details: { id: r.buyer_id, name: `${r.firstname} ${r.lastname}`, user_type: r.member_type, level: r.depth - input.caller.depth },
      products: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => {
          const price = toDecimal(l.unitPriceMinor);
          return { product_id: l.productId, name: l.name, image_url: l.thumbnailUrl, thumbnail_url: l.thumbnailUrl, imageURL: l.thumbnailUrl, price, quantity: l.quantity, pivot: { quantity: l.quantity, price } };
        }),
    };
  });
  return { orders, pagination: { page: input.page, per_page: input.perPage, total, pages: Math.ceil(total / input.perPage) } };
}
