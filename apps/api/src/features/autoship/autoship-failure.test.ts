import { describe, expect, it } from 'vitest';
import { autoshipFailures, type AutoshipFailure } from '@upline/contract/autoship';
import { autoshipError, autoshipFailure } from './autoship-failure.js';

/** Every autoship failure's status and wire code, as the member's autoship calls have always answered them. */
const expected: Record<AutoshipFailure, [number, string]> = {
  autoship_not_found: [404, 'not_found'],
  card_setup_not_found: [404, 'not_found'],
  autoship_minimum_term: [409, 'autoship_minimum_term'],
  autoship_not_active: [409, 'autoship_not_active'],
  autoship_cancelled: [409, 'autoship_cancelled'],
  autoship_date_out_of_range: [400, 'autoship_date_out_of_range'],
  autoship_invalid_items: [400, 'autoship_invalid_items'],
  autoship_card_refused: [400, 'autoship_card_refused'],
};

describe('an autoship failure as an answer', () => {
  it.each(autoshipFailures.map((code) => [code, ...expected[code]] as const))('answers %s with %i %s', (code, status, wire) => {
    const error = autoshipError(autoshipFailure(code, 'The message shown.').failure);
    expect({ status: error.statusCode, code: error.code, message: error.message, fields: error.fields, extra: error.extra }).toEqual({
      status,
      code: wire,
      message: 'The message shown.',
      fields: undefined,
      extra: undefined,
    });
  });

  it('has a status for every code of the autoships’ failures', () => {
    expect([...autoshipFailures].sort()).toEqual(Object.keys(expected).sort());
  });

  it('names the date a refused change opens on, and the card field a refused card belongs to', () => {
    const early = autoshipError(autoshipFailure('autoship_minimum_term', 'Not yet. It opens on 2027-04-21.', { opensOn: '2027-04-21' }).failure);
    expect(early.extra).toEqual({ opens_on: '2027-04-21' });
    const card = autoshipError(autoshipFailure('autoship_card_refused', 'Your card was declined.', { fields: { authorization_key: 'Your card was declined.' } }).failure);
    expect(card.fields).toEqual({ authorization_key: 'Your card was declined.' });
  });
});
