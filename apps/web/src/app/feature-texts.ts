// Every feature's i18next namespace, registered once at start. A feature keeps its texts in
// features/<capability>/i18n/{en,fr}.json and reads them with useTranslation('<capability>').
import type { FeatureTexts } from '../shared/i18n/i18n';
import accountsEn from '../features/accounts/i18n/en.json';
import accountsFr from '../features/accounts/i18n/fr.json';
import cartEn from '../features/cart/i18n/en.json';
import cartFr from '../features/cart/i18n/fr.json';
import catalogueEn from '../features/catalogue/i18n/en.json';
import catalogueFr from '../features/catalogue/i18n/fr.json';
import checkoutEn from '../features/checkout/i18n/en.json';
import checkoutFr from '../features/checkout/i18n/fr.json';
import commissionsEn from '../features/commissions/i18n/en.json';
import commissionsFr from '../features/commissions/i18n/fr.json';
import contentEn from '../features/content/i18n/en.json';
import contentFr from '../features/content/i18n/fr.json';
import mediaEn from '../features/media/i18n/en.json';
import mediaFr from '../features/media/i18n/fr.json';
import messagesEn from '../features/messages/i18n/en.json';
import messagesFr from '../features/messages/i18n/fr.json';
import ordersEn from '../features/orders/i18n/en.json';
import ordersFr from '../features/orders/i18n/fr.json';
import paymentsEn from '../features/payments/i18n/en.json';
import paymentsFr from '../features/payments/i18n/fr.json';
import promotionsEn from '../features/promotions/i18n/en.json';
import promotionsFr from '../features/promotions/i18n/fr.json';
import returnsEn from '../features/returns/i18n/en.json';
import returnsFr from '../features/returns/i18n/fr.json';
import subscriptionsEn from '../features/subscriptions/i18n/en.json';
import subscriptionsFr from '../features/subscriptions/i18n/fr.json';
import teamEn from '../features/team/i18n/en.json';
import teamFr from '../features/team/i18n/fr.json';
import wishlistEn from '../features/wishlist/i18n/en.json';
import wishlistFr from '../features/wishlist/i18n/fr.json';

export const featureTexts = {
  accounts: { en: accountsEn, fr: accountsFr },
  cart: { en: cartEn, fr: cartFr },
  catalogue: { en: catalogueEn, fr: catalogueFr },
  checkout: { en: checkoutEn, fr: checkoutFr },
  commissions: { en: commissionsEn, fr: commissionsFr },
  content: { en: contentEn, fr: contentFr },
  media: { en: mediaEn, fr: mediaFr },
  messages: { en: messagesEn, fr: messagesFr },
  orders: { en: ordersEn, fr: ordersFr },
  payments: { en: paymentsEn, fr: paymentsFr },
  promotions: { en: promotionsEn, fr: promotionsFr },
  returns: { en: returnsEn, fr: returnsFr },
  subscriptions: { en: subscriptionsEn, fr: subscriptionsFr },
  team: { en: teamEn, fr: teamFr },
  wishlist: { en: wishlistEn, fr: wishlistFr },
} satisfies FeatureTexts;
