import type pg from 'pg';
import type { OverlaySource } from './OverlayHub';
import type { StreamerService } from './StreamerService';
import { bonusHunt } from './bonusHunt';
import { betsAfter, sessionStats } from './queries';

/** The channel the slot rounds' trigger notifies with "<user id>" when a bonus is bought, triggered or opened. */
export const HUNT_CHANNEL = 'overlay_hunt';

/** What the overlay hub reads from the database when an event arrives. */
export function overlaySource(db: pg.Pool, streamer: StreamerService): OverlaySource {
  return {
    async betsAfter(userId, afterId) {
      const [bets, stats] = await Promise.all([betsAfter(db, userId, afterId), sessionStats(db, userId, null)]);
      return { bets, stats };
    },
    async hunt(userId) {
      return bonusHunt(db, userId, await streamer.sessionSince(userId));
    },
    async state(userId, tokenId) {
      const { rows } = await db.query<{ kind: 'view' | 'mod' }>(
        'SELECT kind FROM overlay_tokens WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
        [tokenId, userId],
      );
      const kind = rows[0]?.kind;
      return kind ? streamer.overlayState({ tokenId, userId, kind }) : null;
    },
  };
}
