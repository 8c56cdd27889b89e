// The whole data model, one file per capability.
export * from './accounts.js';
export * from './team.js';
export * from './catalogue.js';
export * from './promotions.js';
export * from './orders.js';
export * from './payments.js';
export * from './checkout.js';
export * from './shipping.js';
export * from './tax.js';
export * from './subscriptions.js';
export * from './commissions.js';
export * from './messages.js';
export * from './content.js';
export * from './media.js';
export * from './analytics.js';
export * from './geo.js';
export * from './platform.js';
