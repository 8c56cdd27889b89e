// The whole data model, one file per capability, each table and type named once here.
export { users, sessions, passwordResetTokens, loginAttempts, addresses } from './accounts.js';
export { memberTree } from './team.js';
export { products, productTranslations, productPrices, productTiers, productStorySections, productMedia, categories, categoryTranslations, productCategories, reviews, reviewTranslations, wishlistItems } from './catalogue.js';
export { coupons, couponRedemptions, couponFirstViews, offers } from './promotions.js';
export { orderStatuses, paymentStatuses, shippingStatuses, orders, orderLines, orderTaxLines, orderStatusEvents } from './orders.js';
export { payments, webhookEvents } from './payments.js';
export { returnStatuses, orderReturns, orderReturnLines, refunds, orderAdjustments } from './returns.js';
export { expressCheckoutSessions } from './checkout.js';
export { shippingZones, shippingZoneCountries, shippingRates, shipments } from './shipping.js';
export { taxRates } from './tax.js';
export { subscriptions, subscriptionItems } from './subscriptions.js';
export { commissionPlanVersions, commissionPeriods, commissionLedgerLines } from './commissions.js';
export { messages, messageRecipients } from './messages.js';
export { languages, translations, navigationItems, navigationItemTranslations, cmsPages, cmsPageTranslations, pressReleases, pressReleaseTranslations, blogPosts, blogPostTranslations, testimonials, testimonialTranslations, teamMembers, teamMemberTranslations, newsletterSubscribers } from './content.js';
export { galleryImages } from './media.js';
export { analyticsEvents } from './analytics.js';
export { countries, states } from './geo.js';
export { settings, idempotencyKeys, emailOutbox, auditLog } from './platform.js';
