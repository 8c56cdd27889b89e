import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { testimonialsAdminMessages as m, testimonialsAdminRoutes as calls } from '@upline/contract/testimonials-admin';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { listAdminTestimonials, listTestimonialProducts, saveTestimonial, setTestimonialPublished, type TestimonialResult } from './admin-testimonials.js';

function refused(result: Extract<TestimonialResult, { ok: false }>): AppError {
  if (result.status === 404) return notFound(result.message);
  return new AppError(400, errorCodes.validation, result.message, result.field ? { [result.field]: result.message } : undefined);
}

/** Staff: the product testimonials the shop's Testimonials page shows (issue 16 item 5). */
export function testimonialsAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.list, async (request) => ({
      testimonials: await listAdminTestimonials(deps.db, request.query),
      products: await listTestimonialProducts(deps.db),
    }));

    registerRoute(app, calls.one, async (request) => {
      const [testimonial] = await listAdminTestimonials(deps.db, { id: request.params.id });
      if (!testimonial) throw notFound(m.notFound);
      return { testimonial };
    });

    registerRoute(app, calls.create, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveTestimonial(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.created, testimonial: result.testimonial };
    });

    registerRoute(app, calls.update, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveTestimonial(deps, { staffId: admin.id, id: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.saved, testimonial: result.testimonial };
    });

    registerRoute(app, calls.publish, async (request) => {
      const admin = requireAdmin(request);
      const result = await setTestimonialPublished(deps, { staffId: admin.id, id: request.params.id, isPublished: true });
      if (!result.ok) throw refused(result);
      return { message: m.published, testimonial: result.testimonial };
    });

    registerRoute(app, calls.unpublish, async (request) => {
      const admin = requireAdmin(request);
      const result = await setTestimonialPublished(deps, { staffId: admin.id, id: request.params.id, isPublished: false });
      if (!result.ok) throw refused(result);
      return { message: m.unpublished, testimonial: result.testimonial };
    });
  };
}
