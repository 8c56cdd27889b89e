// Tax ids (SSN or business tax id) are entered as digits only, stored encrypted, and shown by
// their last four digits.

/** True when the text is one or more ASCII digits and nothing else (no dashes, no spaces). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** The last four digits of a tax id (ignoring any separators), or null when it has fewer than four. */
export function ssnLast4(ssn: string): string | null {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** A tax id for display: every digit but the last four hidden ('*****6789'). */
export function maskTaxId(last4: string | null): string {
  return last4 ? `*****${last4}` : '';
}
