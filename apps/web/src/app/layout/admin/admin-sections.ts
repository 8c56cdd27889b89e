import { paths } from '../../../shared/paths';

/**
 * The admin's sections, in the order staff see them: the layout's navigation (after Dashboard)
 * and the dashboard's cards are both this list. Texts: `admin` nav.{key} and dashboard.{key}.
 */
export const adminSections = [
  { key: 'orders', to: paths.adminOrders },
  { key: 'products', to: paths.adminProducts },
  { key: 'categories', to: paths.adminCategories },
  { key: 'returns', to: paths.staffReturns },
  { key: 'subscriptions', to: paths.adminSubscriptions },
  { key: 'commissions', to: paths.adminCommissions },
  { key: 'members', to: paths.adminMembers },
  { key: 'promotions', to: paths.adminPromotions },
  { key: 'testimonials', to: paths.adminTestimonials },
  { key: 'content', to: paths.adminContent },
  { key: 'outbox', to: paths.adminOutbox },
  { key: 'audit', to: paths.adminAudit },
  { key: 'gallery', to: paths.gallery },
] as const;
