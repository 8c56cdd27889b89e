import { asc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { TaxComponent } from '@upline/domain/tax';

export interface StateTax {
  stateId: number;
  /** ISO alpha-2 code of the state's country. */
  countryCode: string;
  components: TaxComponent[];
}

/** A state or province with its tax components (none where no sales tax is levied); null for an unknown state. */
export async function loadStateTax(db: Database, stateId: number): Promise<StateTax | null> {
  const { states, countries, taxRates } = schema;
  const [state] = await db
    .select({ id: states.id, countryCode: countries.shortname })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, stateId))
    .limit(1);
  if (!state) return null;
  const rows = await db
    .select({ name: taxRates.name, rateBps: taxRates.rateBps, appliesToShipping: taxRates.appliesToShipping })
    .from(taxRates)
    .where(eq(taxRates.stateId, stateId))
    .orderBy(asc(taxRates.id));
  return { stateId: state.id, countryCode: state.countryCode.toUpperCase(), components: rows };
}
