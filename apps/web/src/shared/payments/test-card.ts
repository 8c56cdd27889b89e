// The card form of the shop's built-in test gateway (ARCHITECTURE §5), shared by checkout, the
// scholar signup and the Plan page. No real card is taken: the form maps the documented test card
// numbers to the gateway's test payment-method ids, in the browser, and the number itself never
// leaves it. With Stripe configured, Stripe Elements replaces this form.

export type TestCardOutcome = 'succeeds' | 'declined' | 'authentication';

export interface TestCard {
  /** Digits only. */
  number: string;
  paymentMethodId: string;
  brand: 'Visa' | 'Mastercard';
  outcome: TestCardOutcome;
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethodId: 'pm_card_visa', brand: 'Visa', outcome: 'succeeds' },
  { number: '5555555555554444', paymentMethodId: 'pm_card_mastercard', brand: 'Mastercard', outcome: 'succeeds' },
  { number: '4000000000000002', paymentMethodId: 'pm_card_chargeDeclined', brand: 'Visa', outcome: 'declined' },
  { number: '4000002500003155', paymentMethodId: 'pm_card_authenticationRequired', brand: 'Visa', outcome: 'authentication' },
  { number: '4000002760003184', paymentMethodId: 'pm_card_authenticationRequired', brand: 'Visa', outcome: 'authentication' },
];

/** The digits of a typed card number (spaces and dashes dropped). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** A card number grouped by four for reading: '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return cardDigits(input).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed, shaped 'MM/YY'. */
export function formatExpiry(input: string): string {
  const digits = cardDigits(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The test gateway's payment-method id for a test card number, or null for any other number. */
export function testPaymentMethodId(cardNumber: string): string | null {
  const digits = cardDigits(cardNumber);
  return testCards.find((card) => card.number === digits)?.paymentMethodId ?? null;
}

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardProblem =
  | 'numberRequired'
  | 'numberUnknown'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type TestCardResult =
  | { ok: true; paymentMethodId: string }
  | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

function expiryProblem(expiry: string, now: Date): CardProblem | null {
  const trimmed = expiry.trim();
  if (trimmed === '') return 'expiryRequired';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(trimmed);
  if (!match) return 'expiryInvalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiryInvalid';
  // A card is valid until the end of its expiry month.
  const isPast = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  return isPast ? 'expiryPast' : null;
}

function cvcProblem(cvc: string): CardProblem | null {
  const trimmed = cvc.trim();
  if (trimmed === '') return 'cvcRequired';
  return /^\d{3,4}$/.test(trimmed) ? null : 'cvcInvalid';
}

/**
 * 'Creates' a payment method from the test card form: the fields are checked as a card form would
 * (a number, an expiry not in the past, a 3 or 4 digit CVC), then the number is mapped to its test
 * payment-method id. Any other number is refused: this form cannot take a real card.
 */
export function createTestPaymentMethod(card: CardInput, now: Date): TestCardResult {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(card.number);
  const paymentMethodId = testPaymentMethodId(digits);
  if (digits === '') problems.number = 'numberRequired';
  else if (!paymentMethodId) problems.number = 'numberUnknown';
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) problems.expiry = expiry;
  const cvc = cvcProblem(card.cvc);
  if (cvc) problems.cvc = cvc;
  if (Object.keys(problems).length > 0 || !paymentMethodId) return { ok: false, problems };
  return { ok: true, paymentMethodId };
}
