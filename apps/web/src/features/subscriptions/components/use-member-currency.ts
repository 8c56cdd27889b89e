import type { Currency } from '@upline/domain/money';
import { useSessionStore } from '../../../shared/session/session-store';

/** The member's account currency (the plan is charged in it); else the shopping country's. */
export function useMemberCurrency(): Currency {
  const accountCurrency = useSessionStore((state) => state.userData?.currency);
  const country = useSessionStore((state) => state.userCountry);
  if (accountCurrency === 'USD' || accountCurrency === 'CAD') return accountCurrency;
  return country === 'CA' ? 'CAD' : 'USD';
}
