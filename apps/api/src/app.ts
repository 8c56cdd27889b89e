import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { passwordRoutes } from './features/accounts/password-routes.js';
import { profileRoutes } from './features/accounts/profile-routes.js';
import { accountRoutes } from './features/accounts/routes.js';
import { marketingCspAllowances, mergeCsp } from './features/analytics/marketing-tags.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { discountRoutes } from './features/cart/discount-routes.js';
import { cartRoutes } from './features/cart/routes.js';
import { catalogueHeadResolver, catalogueRoutes } from './features/catalogue/routes.js';
import { readCatalogueVersion } from './features/catalogue/catalogue-version.js';
import { sanitizeContentHtml } from './features/content/sanitize-html.js';
import { expressCheckoutRoutes } from './features/checkout/express-routes.js';
import { checkoutRoutes } from './features/checkout/routes.js';
import { wishlistRoutes } from './features/catalogue/wishlist-routes.js';
import { commissionRoutes } from './features/commissions/routes.js';
import { incomeDisclosureRoutes } from './features/commissions/income-disclosure-routes.js';
import { commissionStaffRoutes } from './features/commissions/staff-routes.js';
import { contentHeadResolver } from './features/content/content-head.js';
import { contentAdminRoutes } from './features/content/admin-routes.js';
import { contentRoutes } from './features/content/routes.js';
import { geoRoutes } from './features/geo/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { paymentCspAllowances } from './features/payments/payment-csp.js';
import { applePayDomainRoutes } from './features/payments/apple-pay-domain-routes.js';
import { paymentRoutes } from './features/payments/routes.js';
import { promotionRoutes } from './features/promotions/routes.js';
import { autoshipRoutes } from './features/autoship/autoship-routes.js';
import { staffAutoshipRoutes } from './features/autoship/staff-autoship-routes.js';
import { subscriptionRoutes } from './features/subscriptions/routes.js';
import { mediaFileRoutes } from './features/media/media-file-routes.js';
import { applyOrderPaymentEvent } from './features/orders/apply-order-payment-event.js';
import { orderRoutes } from './features/orders/routes.js';
import { memberOrderRoutes } from './features/returns/routes.js';
import { teamRoutes } from './features/team/routes.js';
import { messageRoutes } from './features/messages/routes.js';
import { savedCartRoutes } from './features/cart/saved-cart-routes.js';
import { staffOrderAdminRoutes } from './features/returns/staff-order-routes.js';
import { staffOrderRoutes } from './features/returns/staff-routes.js';
import { catalogueAdminRoutes } from './features/catalogue/admin-routes.js';
import { testimonialsAdminRoutes } from './features/catalogue/admin-testimonials-routes.js';
import { teamAdminRoutes } from './features/team/admin-routes.js';
import { promotionsAdminRoutes } from './features/promotions/admin-routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { byAudience, registerAudienceGroups, type AudienceCall } from './http/audiences.js';
import { registerErrorHandling } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { loggerOptions, requestLoggerFactory } from './http/logger.js';
import { outboxRoutes } from './platform/mailer-routes.js';
import { adminOperationsRoutes } from './platform/admin-operations-routes.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { registerSessions, type SessionOptions } from './http/session.js';
import { registerWebApp } from './http/web-app.js';
import { closeLiveness } from './platform/process-liveness.js';

export interface BuildOptions {
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

/** The whole HTTP application, wired from its dependencies; `main.ts` only adds the process around it. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger === false ? { logger: false } : { logger: loggerOptions(deps.config), childLoggerFactory: requestLoggerFactory }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onClose', () => closeLiveness(deps.db));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  // Uploaded images served from object storage or a CDN are the only outside images allowed.
  const mediaOrigin = deps.config.s3?.publicUrl ? new URL(deps.config.s3.publicUrl).origin : null;
  // Payment providers' scripts and frames, and the checkout's marketing tags, only for those
  // that are configured.
  await registerSecurity(app, {
    rateLimitPerMinute: deps.config.rateLimitPerMinute,
    csp: mergeCsp({ imgSrc: mediaOrigin ? [mediaOrigin] : [] }, paymentCspAllowances(deps.config.payments), marketingCspAllowances(deps.config.marketing)),
  });
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);

  const sessions: SessionOptions = {
    db: deps.db,
    cookieSecure: deps.config.cookieSecure,
    trustedOrigins: [new URL(deps.config.publicUrl).origin, ...deps.config.trustedOrigins],
    ttlDays: deps.config.sessionTtlDays,
    now: () => deps.clock.now(),
  };
  await registerSessions(app, sessions);

  // Every capability's routes, in one readable place, in the group of the audience they serve
  // (decision 0027): each group's one guard runs before a call's body is read.
  const audienceCalls: AudienceCall[] = [];
  app.decorate('audienceCalls', audienceCalls);
  // The capabilities whose calls serve guests and members alike: each call goes to the group of
  // its descriptor's audience.
  const passwords = byAudience(passwordRoutes(deps));
  const orders = byAudience(orderRoutes(deps));
  const memberOrders = byAudience(memberOrderRoutes(deps));
  const messages = byAudience(messageRoutes(deps));
  await app.register(
    async (api) => {
      await registerAudienceGroups(api, audienceCalls, {
        // Anyone: no guard.
        shop: async (shop) => {
          await shop.register(healthRoutes(deps));
          await shop.register(contentRoutes(deps));
          await shop.register(geoRoutes(deps));
          await shop.register(accountRoutes(deps, sessions));
          await shop.register(passwords.shop);
          await shop.register(paymentRoutes(deps, { applyPaymentEvent: applyOrderPaymentEvent }));
          await shop.register(catalogueRoutes(deps));
          await shop.register(cartRoutes(deps));
          await shop.register(discountRoutes(deps));
          await shop.register(promotionRoutes(deps));
          await shop.register(orders.shop);
          await shop.register(incomeDisclosureRoutes(deps));
          await shop.register(memberOrders.shop);
          await shop.register(messages.shop);
          await shop.register(checkoutRoutes(deps));
          await shop.register(expressCheckoutRoutes(deps));
          await shop.register(analyticsRoutes(deps));
        },
        // The back office: a signed-in member's own calls.
        member: async (office) => {
          await office.register(profileRoutes(deps));
          await office.register(passwords.member);
          await office.register(subscriptionRoutes(deps));
          await office.register(orders.member);
          await office.register(memberOrders.member);
          await office.register(messages.member);
          await office.register(autoshipRoutes(deps));
          await office.register(wishlistRoutes(deps));
          await office.register(commissionRoutes(deps));
          await office.register(teamRoutes(deps));
          await office.register(savedCartRoutes(deps));
        },
        // The admin: staff calls only.
        admin: async (admin) => {
          await admin.register(adminOperationsRoutes(deps));
          await admin.register(outboxRoutes(deps));
          await admin.register(contentAdminRoutes(deps));
          await admin.register(mediaRoutes(deps));
          await admin.register(catalogueAdminRoutes(deps));
          await admin.register(testimonialsAdminRoutes(deps));
          await admin.register(staffOrderAdminRoutes(deps));
          await admin.register(staffOrderRoutes(deps));
          await admin.register(staffAutoshipRoutes(deps));
          await admin.register(teamAdminRoutes(deps));
          await admin.register(commissionStaffRoutes(deps));
          await admin.register(promotionsAdminRoutes(deps));
        },
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaFileRoutes(deps));
  await app.register(applePayDomainRoutes(deps));

  if (opts.serveWeb !== false) {
    await registerWebApp(app, {
      distDir: deps.config.webDistDir,
      serverRendering: {
        serverDir: deps.config.webServerDir,
        sanitizeHtml: sanitizeContentHtml,
        // Rendered pages are kept 10 s per catalogue version (decision 0036).
        pageCache: { version: () => readCatalogueVersion(deps.db), ttlMs: 10_000, maxEntries: 100 },
      },
      publicUrl: deps.config.publicUrl,
      resolvers: [catalogueHeadResolver(deps), contentHeadResolver(deps)],
    });
  }
  return app;
}
