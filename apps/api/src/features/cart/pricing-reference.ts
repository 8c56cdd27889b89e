import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { queryPrepared, schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import type { ZoneRate } from '@upline/domain/shipping';
import { loadSwitchedOnOffers, offersRunningAt, type ActiveOffer, type SwitchedOnOffer } from '../promotions/offer-data.js';
import { loadCartProducts, type CartProduct } from './load-cart-products.js';
import { loadZoneRates } from './load-shipping-rates.js';
import { loadStateTax, type StateTax } from './load-state-tax.js';

// What pricing reads besides the cart itself (products with their prices, tiers and names, the
// offers, shipping zones and rates, countries, states and their taxes) changes only when staff edit it. Every
// statement that writes one of those tables gives the `pricing_version` setting a new random token
// (a trigger, migration 0013), so a token names one state of those tables: what this process read
// under a token stays true for as long as the database still shows that token. Each pricing reads
// the token (one primary-key row) and uses what is kept under it, reading a table only the first
// time a token needs it. The token is read before the tables: a write committed in between leaves
// newer rows under an older token, which the next pricing no longer sees (it reads the new token).

const VERSION_KEY = 'pricing_version';
/** Tokens kept at once: the current one, and the last ones for pricings still running on them. */
const KEPT_VERSIONS = 4;

type Loaded<T> = Map<string, Promise<T>>;

export type CountryRow = typeof schema.countries.$inferSelect;
export type StateRow = typeof schema.states.$inferSelect;

/** What one token of the pricing tables holds, filled as pricings ask for it. */
class PricingTables {
  readonly products: Loaded<CartProduct | null> = new Map();
  offers: Promise<SwitchedOnOffer[]> | null = null;
  readonly zoneRates: Loaded<{ zoneCode: string | null; rates: ZoneRate[] }> = new Map();
  readonly stateTax: Loaded<StateTax | null> = new Map();
  readonly countries: Loaded<CountryRow | null> = new Map();
  readonly statesOf: Loaded<StateRow[]> = new Map();
}

const kept = new Map<string, PricingTables>();

/** A failed read is not kept: the next pricing reads again. */
function keep<T>(map: Loaded<T>, key: string, load: () => Promise<T>): Promise<T> {
  let value = map.get(key);
  if (!value) {
    value = load();
    map.set(key, value);
    value.catch(() => {
      if (map.get(key) === value) map.delete(key);
    });
  }
  return value;
}

/** The pricing tables as the database shows them now, read through `db` (a transaction or the pool). */
export interface PricingReference {
  /** The products named, by id, with their prices in `currency` and their names in `lang` (else the default). */
  products(input: { productIds: readonly number[]; currency: Currency; lang?: string | undefined }): Promise<Map<number, CartProduct>>;
  /** The offers running at `now`. */
  activeOffers(now: Date): Promise<ActiveOffer[]>;
  /** The shipping zone of a destination country and its rate table in a currency. */
  zoneRates(countryCode: string, currency: Currency): Promise<{ zoneCode: string | null; rates: ZoneRate[] }>;
  /** A state or province with its tax components; null for an unknown state. */
  stateTax(stateId: number): Promise<StateTax | null>;
  /** A country by its id (digits) or its ISO alpha-2 code in any case; null when there is none. */
  country(idOrCode: string): Promise<CountryRow | null>;
  /** The states or provinces a country lists, by id. */
  statesOf(countryId: number): Promise<StateRow[]>;
}

async function loadCountry(db: Database, idOrCode: string): Promise<CountryRow | null> {
  const { countries } = schema;
  const byId = /^\d{1,6}$/.test(idOrCode);
  const [found] = await db
    .select()
    .from(countries)
    .where(byId ? eq(countries.id, Number(idOrCode)) : eq(sql`upper(${countries.shortname})`, idOrCode.toUpperCase()))
    .limit(1);
  return found ?? null;
}

async function loadStatesOf(db: Database, countryId: number): Promise<StateRow[]> {
  return db.select().from(schema.states).where(eq(schema.states.countryId, countryId)).orderBy(asc(schema.states.id));
}

/**
 * The pricing version as a column of another statement (its select list names it):
 * a caller that reads something else first saves the round trip and passes the value to
 * pricingReferenceAt. It is read before the tables, as pricingReference reads it.
 */
export const pricingVersionColumn = `(select value from settings where key = '${VERSION_KEY}') as pricing_version`;

/** Reads the pricing version and answers what is kept under it (one query when everything is kept). */
export async function pricingReference(db: Database): Promise<PricingReference> {
  const [row] = await queryPrepared<{ value: unknown }>(db, 'pricing_version', 'select value from settings where key = $1', [VERSION_KEY]);
  return pricingReferenceAt(db, row?.value);
}

/** What is kept under a pricing version the caller read (pricingVersionColumn); tables are read through `db`. */
export function pricingReferenceAt(db: Database, version: unknown): PricingReference {
  const token = typeof version === 'string' ? version : null;
  // No token (a database without the trigger's row): nothing can be kept, every read goes to the tables.
  const tables = token === null ? new PricingTables() : tablesOf(token);
  return {
    async products({ productIds, currency, lang }) {
      const key = (id: number) => `${currency}:${lang?.toLowerCase() ?? ''}:${id}`;
      const ids = [...new Set(productIds)];
      const missing = ids.filter((id) => !tables.products.has(key(id)));
      if (missing.length > 0) {
        const batch = loadCartProducts(db, { productIds: missing, currency, lang });
        for (const id of missing) keep(tables.products, key(id), () => batch.then((found) => found.get(id) ?? null));
      }
      const out = new Map<number, CartProduct>();
      for (const id of ids) {
        const product = await tables.products.get(key(id));
        if (product) out.set(id, product);
      }
      return out;
    },
    async activeOffers(now) {
      if (!tables.offers) {
        const load = loadSwitchedOnOffers(db);
        tables.offers = load;
        load.catch(() => {
          if (tables.offers === load) tables.offers = null;
        });
      }
      return offersRunningAt(await tables.offers, now);
    },
    zoneRates: (countryCode, currency) => keep(tables.zoneRates, `${countryCode.toUpperCase()}:${currency}`, () => loadZoneRates(db, countryCode, currency)),
    stateTax: (stateId) => keep(tables.stateTax, String(stateId), () => loadStateTax(db, stateId)),
    country: (idOrCode) => keep(tables.countries, idOrCode.toUpperCase(), () => loadCountry(db, idOrCode)),
    statesOf: (countryId) => keep(tables.statesOf, String(countryId), () => loadStatesOf(db, countryId)),
  };
}

function tablesOf(token: string): PricingTables {
  let tables = kept.get(token);
  if (!tables) {
    tables = new PricingTables();
    kept.set(token, tables);
    for (const old of kept.keys()) {
      if (kept.size <= KEPT_VERSIONS) break;
      kept.delete(old);
    }
  } else {
    // Most recently used last, so the oldest token is dropped first.
    kept.delete(token);
    kept.set(token, tables);
  }
  return tables;
}
