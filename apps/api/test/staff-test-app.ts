import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { schema } from '@upline/db';
import { bearerFor } from './catalogue-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

export type Headers = Record<string, string>;
export type StaffMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type StaffSend = (method: StaffMethod, url: string, payload?: unknown, headers?: Headers) => Promise<LightMyRequestResponse>;

/** A test app with the callers every staff call is tried with: staff (the demo admin), a member (Ava) and a guest (no headers). */
export interface StaffTestApp {
  t: TestApp;
  staffId: number;
  staff: Headers;
  member: Headers;
  /** A call under /api, as staff unless other headers are given ({} for a guest). */
  send: StaffSend;
  /** The audit rows of one entity, newest first. */
  auditRows(entity: string, entityId: number | string): Promise<(typeof schema.auditLog.$inferSelect)[]>;
}

async function userId(t: TestApp, email: string): Promise<number> {
  const [user] = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

export async function createStaffTestApp(): Promise<StaffTestApp> {
  const t = await createTestApp();
  const staffId = await userId(t, 'admin@upline.test');
  const staff = { authorization: `Bearer ${await bearerFor(t.handle.db, staffId, t.clock.now())}` };
  const member = { authorization: `Bearer ${await bearerFor(t.handle.db, await userId(t, 'ava@upline.test'), t.clock.now())}` };
  const send: StaffSend = (method, url, payload, headers = staff) =>
    t.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const auditRows = async (entity: string, entityId: number | string) => {
    const { auditLog } = schema;
    return t.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id));
  };
  return { t, staffId, staff, member, send, auditRows };
}
