import type { DetectCountryResponse } from '@upline/contract/geo';
import type { Currency } from '@upline/domain/money';

export interface SellingCountry {
  name: string;
  shortname: string;
  currency: Currency;
}

const UNKNOWN: DetectCountryResponse = { country_code: null, country_name: null, currency: null, detected_ip: null };

/**
 * Guesses the shopper's country without calling any outside service: first the country header
 * set by a trusted proxy (only when the proxy is trusted), then the region of the first
 * Accept-Language entry that names one. Only countries the shop sells to count; else unknown.
 */
export function detectCountry(input: {
  proxyCountry: string | undefined;
  acceptLanguage: string | undefined;
  ip: string | null;
  selling: readonly SellingCountry[];
}): DetectCountryResponse {
  const byCode = (code: string | undefined) =>
    code ? input.selling.find((c) => c.shortname.toUpperCase() === code.trim().toUpperCase()) : undefined;
  const fromProxy = byCode(input.proxyCountry);
  const fromLanguage = fromProxy ? undefined : byCode(regionsOf(input.acceptLanguage).find((r) => byCode(r)));
  const found = fromProxy ?? fromLanguage;
  if (!found) return { ...UNKNOWN, detected_ip: input.ip };
  return { country_code: found.shortname, country_name: found.name, currency: found.currency, detected_ip: input.ip };
}

/** Regions named in an Accept-Language header, by preference: 'fr-CA,en-US;q=0.8' -> ['CA', 'US']. */
export function regionsOf(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((e) => e.tag.split('-')[1])
    .filter((r): r is string => !!r && /^[A-Za-z]{2}$/.test(r))
    .map((r) => r.toUpperCase());
}
