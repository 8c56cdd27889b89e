import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptionRoutes as calls } from '@upline/contract/subscription-routes';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { resolvePlace } from '../orders/resolve-place.js';
import { autoshipError } from './autoship-failure.js';
import { autoshipProducts, autoshipWires, memberAutoships, type SubscriptionRow } from './autoship-wire.js';
import { changeAutoship, type AutoshipChange } from './change-autoship.js';
import { changeAutoshipCard, confirmAutoshipCard } from './change-autoship-card.js';
import { isTestGateway } from '../payments/test-gateway.js';
import { autoshipTestClockRoutes } from './autoship-test-clock.js';

const langOf = (q: unknown) => (typeof q === 'object' && q && 'lang' in q && typeof q.lang === 'string' ? q.lang : undefined);

/** The member's autoships (AutoShip Orders tab and the subscription page) and their changes. */
export function autoshipRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const one = async (sub: SubscriptionRow, lang?: string) => {
      const [wire] = await autoshipWires(deps.db, [sub], deps.clock.now(), lang);
      if (!wire) throw notFound('Autoship not found');
      return wire;
    };

    registerRoute(app, calls.autoships, async (request) => {
      const user = requireUser(request);
      return { success: true as const, data: await autoshipWires(deps.db, await memberAutoships(deps.db, user.id), deps.clock.now(), langOf(request.query)) };
    });

    registerRoute(app, calls.autoship, async (request) => {
      const user = requireUser(request);
      const { subscriptions } = schema;
      const [sub] = await deps.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, request.params.id), eq(subscriptions.userId, user.id), eq(subscriptions.kind, 'autoship')));
      if (!sub) throw notFound('Autoship not found');
      return { success: true as const, data: await one(sub, langOf(request.query)) };
    });

    registerRoute(app, calls.autoshipProducts, async (request) => {
      const user = requireUser(request);
      const { subscriptions } = schema;
      const [sub] = await deps.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, request.params.id), eq(subscriptions.userId, user.id), eq(subscriptions.kind, 'autoship')));
      if (!sub) throw notFound('Autoship not found');
      return { success: true as const, data: await autoshipProducts(deps.db, sub, langOf(request.query)) };
    });

    const change = async (userId: number, id: number, c: AutoshipChange, message: string) => {
      const updated = await changeAutoship(deps, userId, id, c);
      if (!updated.ok) throw autoshipError(updated.failure);
      return { success: true as const, message, data: await one(updated.value) };
    };

    for (const [action, message] of [
      ['skip', 'The next autoship order is skipped.'],
      ['pause', 'Your autoship is paused.'],
      ['resume', 'Your autoship is active again.'],
      ['cancel', 'Your autoship is cancelled.'],
    ] as const) {
      registerRoute(app, calls[action], async (request) => change(requireUser(request).id, request.params.id, { kind: action }, message));
    }

    registerRoute(app, calls.changeDate, async (request) => change(requireUser(request).id, request.params.id, { kind: 'date', date: request.body.date }, 'The next autoship date is changed.'));

    registerRoute(app, calls.changeItems, async (request) =>
      change(requireUser(request).id, request.params.id, { kind: 'items', items: request.body.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })) }, 'Your autoship products are saved.'));

    registerRoute(app, calls.changeAddress, async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const found = await resolvePlace(deps.db, b.country, b.state);
      if (!found.ok) throw new AppError(400, 'invalid_address', found.message, { [found.field]: found.message });
      const p = found.place;
      const shipTo = {
        firstName: b.first_name,
        lastName: b.last_name,
        address1: b.ship_address,
        address2: b.ship_address2 || null,
        city: b.ship_city,
        stateId: p.stateId,
        stateName: p.stateName,
        countryId: p.countryId,
        countryName: p.countryName,
        countryCode: p.countryCode,
        zip: b.ship_zipcode,
        mobile: b.mobile || null,
      };
      return change(user.id, request.params.id, { kind: 'address', shipTo }, 'Your autoship address is saved.');
    });

    const cardSaved = 'Your card is saved for your next autoship orders.';
    registerRoute(app, calls.changeCard, async (request) => {
      const user = requireUser(request);
      const result = await changeAutoshipCard(deps, user.id, request.params.id, request.body.authorization_key);
      if (!result.ok) throw autoshipError(result.failure);
      const changed = result.value;
      const data = await one(changed.subscription);
      if (changed.status === 'requires_action') return { success: true as const, status: changed.status, client_secret: changed.clientSecret, setup_ref: changed.setupRef, data };
      return { success: true as const, status: changed.status, message: cardSaved, data };
    });

    registerRoute(app, calls.confirmCard, async (request) => {
      const user = requireUser(request);
      const confirmed = await confirmAutoshipCard(deps, user.id, request.params.id, request.body.setup_ref);
      if (!confirmed.ok) throw autoshipError(confirmed.failure);
      return { success: true as const, status: 'succeeded' as const, message: cardSaved, data: await one(confirmed.value) };
    });

    // The journeys' clock for renewals: never in production, only with the built-in test gateway.
    if (isTestGateway(deps.payments) && deps.config.env !== 'production') await app.register(autoshipTestClockRoutes(deps));
  };
}
