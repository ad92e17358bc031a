import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import type { Session } from '@portal/shared/sessions';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { SESSION_LIMITS } from '@server/lib/sessions';

/** 'Firefox on Windows' from a user agent; what a person recognises their device by. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return 'Unknown device';
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}

/**
 * The user's sessions that still open calls: not ended, not past their expiry, and not idle too
 * long (those without remember-me), most recently used first.
 */
export async function openSessionsOf(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  currentId?: number,
): Promise<Session[]> {
  const now = clock.now();
  const idleSince = new Date(now.getTime() - SESSION_LIMITS.idleMs).toISOString();
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'auth_methods'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where((eb) => eb.or([eb('remember', '=', 1), eb('last_used_at', '>=', idleSince)]))
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.user_agent),
    ip: row.ip,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    methods: (row.auth_methods ?? 'pwd').split(' '),
    current: row.id === currentId,
  }));
}
