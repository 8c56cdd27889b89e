import { buyTwoGetOneFree, BUY_TWO_GET_ONE_QUANTITY, cartMessages, checkQuantity, MAX_LINE_QUANTITY } from '@upline/domain/cart';
import { AUTOSHIP, computeUnitPrice, ONE_TIME, type MemberType, type ProductPrices, type PurchaseType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import type { CartProduct } from './load-cart-products.js';

export interface CartLineInput {
  productId: number;
  quantity: number;
  /** 1 one-time, 2 autoship; anything else is refused. */
  purchaseType: number;
}

export interface PricedLine {
  productId: number;
  name: string;
  thumbnailUrl: string | null;
  quantity: number;
  purchaseType: PurchaseType;
  isAutoship: boolean;
  /** One unit after its tier; on a buy-2-get-1-free line, two thirds of the sale price for display. */
  unitPriceMinor: number;
  /** The sale price (one-time) or autoship price, before any tier. */
  listPriceMinor: number;
  suggestedRetailMinor: number;
  /** unit × quantity, or exactly 2 × sale on a buy-2-get-1-free line. */
  lineTotalMinor: number;
  tier: { range: string; discountBps: number } | null;
  isBogo: boolean;
}

export type PriceLinesResult = { ok: true; lines: PricedLine[] } | { ok: false; fields: Record<string, string> };

const memberTypes: MemberType[] = ['customer', 'ambassador', 'scholar'];

export const cartLineMessages = {
  unknownProduct: 'Unknown product',
  unavailable: 'This product is no longer available.',
  notSoldIn: (currency: Currency) => `This product is not sold in ${currency}.`,
  purchaseType: 'Purchase type must be 1 (one-time) or 2 (autoship)',
  noAutoship: 'This product is not available on autoship.',
  notBogoProduct: 'The Buy 2 Get 1 Free offer does not apply to this product.',
  bogoLine: 'Add the offer product to the cart once to use the Buy 2 Get 1 Free offer.',
  bogoQuantity: `The Buy 2 Get 1 Free offer is ${BUY_TWO_GET_ONE_QUANTITY} units.`,
  bogoOneTime: 'The Buy 2 Get 1 Free offer is for one-time purchases.',
} as const;

/**
 * Prices each line with the server's facts: the member type's sale price less the quantity tier
 * matched on all units of the product in the cart (one-time), the autoship price (autoship,
 * never tiered), or the buy-2-get-1-free line (3 units for exactly 2 × sale) when the offer names
 * a product that runs it. Problems are reported per field ('lines.2.quantity'), all at once.
 */
export function priceCartLines(input: {
  lines: readonly CartLineInput[];
  products: ReadonlyMap<number, CartProduct>;
  memberType: MemberType;
  currency: Currency;
  offer?: { kind: 'buyTwoGetOneFree'; productId: number } | null;
  buyTwoGetOneProductIds: ReadonlySet<number>;
}): PriceLinesResult {
  const fields: Record<string, string> = {};
  const fail = (key: string, message: string) => {
    fields[key] ??= message;
  };

  const bogoId = input.offer?.productId ?? null;
  if (bogoId !== null) {
    const count = input.lines.filter((l) => l.productId === bogoId).length;
    if (!input.buyTwoGetOneProductIds.has(bogoId)) fail('offer.productId', cartLineMessages.notBogoProduct);
    else if (count !== 1) fail('offer.productId', cartLineMessages.bogoLine);
  }

  const unitsOf = new Map<number, number>();
  for (const line of input.lines) unitsOf.set(line.productId, (unitsOf.get(line.productId) ?? 0) + (Number.isSafeInteger(line.quantity) ? line.quantity : 0));

  // The 60-unit limit is per product: one product split over several lines counts as one.
  const overLimit = new Set<number>();
  input.lines.forEach((line, i) => {
    if ((unitsOf.get(line.productId) ?? 0) <= MAX_LINE_QUANTITY || overLimit.has(line.productId) || !checkQuantity(line.quantity).ok) return;
    overLimit.add(line.productId);
    fail(`lines.${i}.quantity`, cartMessages['quantity-too-high']);
  });

  const priced: PricedLine[] = [];
  input.lines.forEach((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    const quantity = checkQuantity(line.quantity);
    if (!quantity.ok) fail(at('quantity'), cartMessages[quantity.reason]);
    if (line.purchaseType !== ONE_TIME && line.purchaseType !== AUTOSHIP) fail(at('purchaseType'), cartLineMessages.purchaseType);

    const product = input.products.get(line.productId);
    if (!product) return fail(at('productId'), cartLineMessages.unknownProduct);
    if (!product.isActive) return fail(at('productId'), cartLineMessages.unavailable);
    if (!memberTypes.every((m) => product.prices[m])) return fail(at('productId'), cartLineMessages.notSoldIn(input.currency));
    if (!quantity.ok || (line.purchaseType !== ONE_TIME && line.purchaseType !== AUTOSHIP)) return;
    const purchaseType: PurchaseType = line.purchaseType;
    if (purchaseType === AUTOSHIP && !product.isAutoshipAvailable) return fail(at('purchaseType'), cartLineMessages.noAutoship);

    const prices = product.prices as ProductPrices;
    const isBogo = bogoId === line.productId && input.buyTwoGetOneProductIds.has(line.productId);
    const common = { productId: product.id, name: product.name, thumbnailUrl: product.thumbnailUrl, quantity: line.quantity, purchaseType };
    if (isBogo) {
      if (purchaseType === AUTOSHIP) return fail(at('purchaseType'), cartLineMessages.bogoOneTime);
      if (line.quantity !== BUY_TWO_GET_ONE_QUANTITY) return fail(at('quantity'), cartLineMessages.bogoQuantity);
      const sale = prices[input.memberType].sale;
      const offer = buyTwoGetOneFree(sale);
      priced.push({
        ...common,
        isAutoship: false,
        unitPriceMinor: offer.unitPriceMinor,
        listPriceMinor: offer.originalPriceMinor,
        suggestedRetailMinor: prices[input.memberType].suggestedRetail,
        lineTotalMinor: offer.lineTotalMinor,
        tier: null,
        isBogo: true,
      });
      return;
    }

    const total = unitsOf.get(line.productId) ?? line.quantity;
    const unit = computeUnitPrice({
      prices,
      tiers: product.tiers,
      shopperType: input.memberType,
      purchaseType,
      quantityInCart: total - line.quantity,
      quantityChosen: line.quantity,
    });
    priced.push({
      ...common,
      isAutoship: purchaseType === AUTOSHIP,
      unitPriceMinor: unit.unitPriceMinor,
      listPriceMinor: unit.listPriceMinor,
      suggestedRetailMinor: unit.suggestedRetailMinor,
      lineTotalMinor: unit.unitPriceMinor * line.quantity,
      tier: unit.tier ? { range: unit.tier.range, discountBps: unit.tier.discountBps } : null,
      isBogo: false,
    });
  });

  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, lines: priced };
}
