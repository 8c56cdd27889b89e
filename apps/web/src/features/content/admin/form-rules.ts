import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';

/** A slug as the contract takes it: lower-case letters, digits and hyphens. */
export const slugRule = {
  validate: (value: string) => /^[a-z0-9-]{1,120}$/.test(value.trim()) || 'A slug has lower-case letters, digits and hyphens',
};

/** An image address: https://... or a path of the shop; empty for none. */
export const imageRule = {
  validate: (value: string) => {
    const v = value.trim();
    if (!v) return true;
    if (v.startsWith('/') && !v.startsWith('//')) return true;
    return /^https:\/\/[^\s/]+/.test(v) || m.imageUrl;
  },
};

/** Puts the server's per-field messages on the form's fields (wire names renamed to form names). */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, rename: (field: string) => string = (f) => f) {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) setError(rename(field) as Path<T>, { message });
}
