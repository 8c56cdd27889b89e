import 'i18next';
import type en from '../shared/i18n/en.json';
import type { featureTexts } from './feature-texts';
import type adminEn from './layout/admin/i18n/en.json';
import type operationsAdminEn from '../features/operations/admin/i18n/en.json';
import type catalogueAdminEn from '../features/catalogue/admin/i18n/en.json';
import type ordersAdminEn from '../features/orders/admin/i18n/en.json';
import type membersAdminEn from '../features/team/admin/i18n/en.json';
import type promotionsAdminEn from '../features/promotions/admin/i18n/en.json';
import type subscriptionsAdminEn from '../features/subscriptions/admin/i18n/en.json';
import type contentAdminEn from '../features/content/admin/i18n/en.json';
import type testimonialsAdminEn from '../features/catalogue/admin/testimonials/i18n/en.json';
import type richTextEn from '../shared/ui/i18n/rich-text.en.json';

type Namespaces = { [K in keyof typeof featureTexts]: (typeof featureTexts)[K]['en'] } & {
  /** Loaded with the admin's chunk (registerLazyTexts). */
  admin: typeof adminEn;
  operationsAdmin: typeof operationsAdminEn;
  catalogueAdmin: typeof catalogueAdminEn;
  ordersAdmin: typeof ordersAdminEn;
  membersAdmin: typeof membersAdminEn;
  promotionsAdmin: typeof promotionsAdminEn;
  subscriptionsAdmin: typeof subscriptionsAdminEn;
  contentAdmin: typeof contentAdminEn;
  testimonialsAdmin: typeof testimonialsAdminEn;
  richText: typeof richTextEn;
};

// Typed keys for the shared bundle and every feature namespace: a misspelt key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en } & Namespaces;
  }
}
