import { catalogueUserTypeSchema, type CatalogueUserType } from '@upline/contract/catalogue';

/** The `{userType}` path segment of the catalogue calls (any case); null when it names no member type. */
export function resolveUserType(requested: string): CatalogueUserType | null {
  const parsed = catalogueUserTypeSchema.safeParse(requested.toLowerCase());
  return parsed.success ? parsed.data : null;
}
