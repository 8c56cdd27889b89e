import { errorCodes } from '@upline/contract/errors';
import { catalogueUserTypeSchema, type CatalogueUserType } from '@upline/contract/catalogue';
import { badRequest } from '../../http/errors.js';

/** The `{userType}` path segment of the catalogue calls (any case); anything else is a 400 the caller can read. */
export function resolveUserType(requested: string): CatalogueUserType {
  const parsed = catalogueUserTypeSchema.safeParse(requested.toLowerCase());
  if (!parsed.success) {
    throw badRequest(
      `Unknown user type '${requested}'. Use ${catalogueUserTypeSchema.options.join(', ').replace(/, (?=[^,]*$)/, ' or ')}.`,
      errorCodes.unknownUserType,
    );
  }
  return parsed.data;
}
