import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { TrackedEventName } from '@upline/contract/analytics';

export interface TrackedEvent {
  name: TrackedEventName;
  data: Record<string, string | number | boolean | null> | undefined;
  userId: number | null;
  visitorKey: string | null;
  /** The page the event came from (event_data.page, else the Referer path), at most 300 characters. */
  path: string | null;
  now: Date;
}

/** Appends one checkout event (analytics_events is append-only). */
export async function trackEvent(db: Database, e: TrackedEvent): Promise<void> {
  await db.insert(schema.analyticsEvents).values({ name: e.name, userId: e.userId, visitorKey: e.visitorKey, path: e.path, data: e.data ?? null, createdAt: e.now });
}
