import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
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
import { expressCheckoutRoutes } from './features/checkout/express-routes.js';
import { checkoutRoutes } from './features/checkout/routes.js';
import { wishlistRoutes } from './features/catalogue/wishlist-routes.js';
import { commissionRoutes } from './features/commissions/routes.js';
import { incomeDisclosureRoutes } from './features/commissions/income-disclosure-routes.js';
import { commissionStaffRoutes } from './features/commissions/staff-routes.js';
import { contentHeadResolver } from './features/content/content-head.js';
import { contentRoutes } from './features/content/routes.js';
import { geoRoutes } from './features/geo/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { paymentCspAllowances } from './features/payments/payment-csp.js';
import { applePayDomainRoutes } from './features/payments/apple-pay-domain.js';
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
import { registerErrorHandling } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { loggerOptions } from './http/logger.js';
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
  /** Sees every route as it is registered (tests enumerate the staff calls with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole HTTP application, wired from its dependencies; `main.ts` only adds the process around it. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(deps.config),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onClose', () => closeLiveness(deps.db));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

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

  // Every capability's routes, in one readable place.
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(contentRoutes(deps));
      await api.register(mediaRoutes(deps));
      await api.register(geoRoutes(deps));
      await api.register(accountRoutes(deps, sessions));
      await api.register(passwordRoutes(deps));
      await api.register(profileRoutes(deps));
      await api.register(subscriptionRoutes(deps));
      await api.register(autoshipRoutes(deps));
      await api.register(staffAutoshipRoutes(deps));
      await api.register(paymentRoutes(deps, { applyPaymentEvent: applyOrderPaymentEvent }));
      await api.register(outboxRoutes(deps));
      await api.register(adminOperationsRoutes(deps));
      await api.register(catalogueRoutes(deps));
      await api.register(wishlistRoutes(deps));
      await api.register(cartRoutes(deps));
      await api.register(discountRoutes(deps));
      await api.register(promotionRoutes(deps));
      await api.register(orderRoutes(deps));
      await api.register(commissionRoutes(deps));
      await api.register(incomeDisclosureRoutes(deps));
      await api.register(memberOrderRoutes(deps));
      await api.register(teamRoutes(deps));
      await api.register(messageRoutes(deps));
      await api.register(savedCartRoutes(deps));
      await api.register(staffOrderRoutes(deps));
      await api.register(staffOrderAdminRoutes(deps));
      await api.register(commissionStaffRoutes(deps));
      await api.register(catalogueAdminRoutes(deps));
      await api.register(testimonialsAdminRoutes(deps));
      await api.register(teamAdminRoutes(deps));
      await api.register(promotionsAdminRoutes(deps));
      await api.register(checkoutRoutes(deps));
      await api.register(expressCheckoutRoutes(deps));
      await api.register(analyticsRoutes(deps));
    },
    { prefix: '/api' },
  );
  await app.register(mediaFileRoutes(deps));
  await app.register(applePayDomainRoutes(deps));

  if (opts.serveWeb !== false) {
    await registerWebApp(app, {
      distDir: deps.config.webDistDir,
      publicUrl: deps.config.publicUrl,
      resolvers: [catalogueHeadResolver(deps), contentHeadResolver(deps)],
    });
  }
  return app;
}
