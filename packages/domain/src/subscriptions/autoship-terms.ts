// The autoship terms the shopper accepts before paying (checkout, issue: amount, frequency, first
// renewal date, six-month minimum, how to cancel). The browser shows this text and the server
// stores the same text with the order as the consent, so both build it with this one function.
// Dates are ISO (YYYY-MM-DD) and amounts plain decimals so that every runtime writes them alike.
import type { Currency } from '../money/index.js';
import { toDecimal } from '../money/index.js';
import { autoshipChargeDate } from './autoship-schedule.js';
import { AUTOSHIP_MINIMUM_MONTHS } from './autoship-rules.js';

export interface AutoshipTermsInput {
  /** The autoship products at today's autoship price, in minor units (shipping and tax come on top). */
  amountMinor: number;
  currency: Currency;
  /** When the first order is placed (the anchor of the calendar). */
  startsAt: Date;
  lang?: string;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The first renewal date and the date skip, pause and cancel open, for the terms. */
export function autoshipTermsDates(startsAt: Date): { firstRenewalOn: Date; minimumEndsOn: Date } {
  return { firstRenewalOn: autoshipChargeDate(startsAt, 1), minimumEndsOn: autoshipChargeDate(startsAt, AUTOSHIP_MINIMUM_MONTHS - 1) };
}

/** The exact consent text, in English or French. */
export function autoshipTermsText(input: AutoshipTermsInput): string {
  const { firstRenewalOn, minimumEndsOn } = autoshipTermsDates(input.startsAt);
  const amount = `${toDecimal(input.amountMinor).toFixed(2)} ${input.currency}`;
  if (input.lang?.toLowerCase().startsWith('fr')) {
    return (
      `J'autorise un prélèvement mensuel sur cette carte pour mes produits en autoship : ${amount} au prix autoship du jour, plus la livraison et les taxes de mon adresse, ` +
      `chaque mois, la première fois le ${ymd(firstRenewalOn)}. Un changement de prix est annoncé par courriel une semaine avant. ` +
      `Engagement minimum de six mois : l'autoship ne peut être sauté, suspendu ni annulé avant le ${ymd(minimumEndsOn)}. ` +
      `Ensuite, je peux sauter, suspendre ou annuler à tout moment depuis Commandes > AutoShip Orders de mon espace membre.`
    );
  }
  return (
    `I authorise a monthly charge to this card for my autoship products: ${amount} at today's autoship price, plus shipping and tax for my address, ` +
    `every month, first on ${ymd(firstRenewalOn)}. A price change is announced by e-mail a week before. ` +
    `Six-month minimum: autoship cannot be skipped, paused or cancelled before ${ymd(minimumEndsOn)}. ` +
    `After that I can skip, pause or cancel at any time from Orders > AutoShip Orders in my back office.`
  );
}
