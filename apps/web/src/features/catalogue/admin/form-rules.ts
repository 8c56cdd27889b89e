import { catalogueAdminMessages as m, MAX_PRICE } from '@upline/contract/catalogue-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';

/** The rule of an image address (https:// or the shop's own /media/... path), as the contract states it. */
export function imageUrlRule(required: boolean) {
  return {
    validate: (value: string) => {
      const v = value.trim();
      if (!v) return required ? m.imageRequired : true;
      if (v.startsWith('/') && !v.startsWith('//')) return true;
      return /^https:\/\/[^\s/]+/.test(v) || m.imageUrl;
    },
  };
}

/** Price numeric (storefront §5): 0 to 100000 with at most 2 decimals. */
export function priceRule(required: boolean) {
  return {
    validate: (value: string) => {
      const v = value.trim();
      if (!v) return required ? m.priceRequired : true;
      const n = Number(v);
      if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?$/.test(v)) return m.priceNumber;
      if (n < 0) return m.priceNegative;
      if (n > MAX_PRICE) return m.priceTooLarge;
      return /^\d+(\.\d{1,2})?$/.test(v) || m.priceCents;
    },
  };
}

/** Puts the server's per-field messages on the form's fields (wire names mapped to form names where they differ). */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, rename: Record<string, string> = {}) {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) setError((rename[field] ?? field) as Path<T>, { message });
}
