/**
 * `/{sluguser}/{x}` is ambiguous in the spec: a product id (ShowDetails) or a CMS page slug
 * (CmsPageUser). Product ids are numeric; page slugs never are.
 */
export type ReferralParam = { kind: 'product'; id: number } | { kind: 'page'; slug: string };

export function resolveReferralParam(param: string): ReferralParam {
  return /^\d+$/.test(param) ? { kind: 'product', id: Number(param) } : { kind: 'page', slug: param };
}
