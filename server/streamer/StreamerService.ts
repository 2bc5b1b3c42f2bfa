import type pg from 'pg';
import {
  SCENE_LABEL,
  type OverlayScene,
  type OverlayState,
  type OverlayTokenKind,
  type OverlayTokenMade,
  type StreamerSettings,
} from '../../src/core/overlay';
import { Decimal } from '../../src/core/money';
import { withTx, type Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { bonusHunt } from './bonusHunt';
import { lastBets, sessionStats } from './queries';
import { listTokens, makeToken, resolveToken, revokeToken, type OverlayGrant } from './tokens';

/** The channel of overlay events: "bet:<user>", "scene:<user>:<scene>", "state:<user>", "revoke:<token id>". */
export const OVERLAY_CHANNEL = 'overlay_events';

interface SettingsRow {
  scene: OverlayScene;
  session_since: Date;
  celebrate_multiplier: string;
  celebrate_usd: string;
  command_cooldown: number;
  last_command_at: Date | null;
}

const plain = (v: string) => new Decimal(v).toFixed();

/** Why a chat command did not switch the scene (answered to its sender only). */
export class SceneCommandRefusal extends Error {}

/**
 * The streamer's overlays: read-only tokens, the scene on air, the session the stats count from, the win-alert
 * thresholds and the moderators whose chat commands switch the scene. Every change that an open overlay shows is
 * announced on OVERLAY_CHANNEL at commit, so each server process updates its own overlay sockets.
 */
export class StreamerService {
  constructor(private readonly db: pg.Pool) {}

  private async row(db: Queryable, userId: number): Promise<SettingsRow> {
    const { rows } = await db.query<SettingsRow>(
      `INSERT INTO streamer_settings (user_id) VALUES ($1)
         ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
       RETURNING scene, session_since, celebrate_multiplier, celebrate_usd, command_cooldown, last_command_at`,
      [userId],
    );
    return rows[0]!;
  }

  /** The settings as the profile shows them. */
  async settings(userId: number, db: Queryable = this.db): Promise<StreamerSettings> {
    const row = await this.row(db, userId);
    const { rows: mods } = await db.query<{ user_name: string }>(
      `SELECT u.user_name FROM stream_moderators m JOIN users u ON u.id = m.moderator_id
        WHERE m.streamer_id = $1 ORDER BY lower(u.user_name)`,
      [userId],
    );
    return {
      scene: row.scene,
      sessionSince: row.session_since.toISOString(),
      celebrate: { multiplier: plain(row.celebrate_multiplier), usd: plain(row.celebrate_usd) },
      commandCooldown: row.command_cooldown,
      moderators: mods.map((m) => m.user_name),
      tokens: await listTokens(db, userId),
    };
  }

  async makeToken(userId: number, kind: OverlayTokenKind, label: string): Promise<OverlayTokenMade> {
    return withTx(this.db, async (tx) => {
      await this.row(tx, userId);
      return makeToken(tx, userId, kind, label);
    });
  }

  async revokeToken(userId: number, id: number): Promise<void> {
    await withTx(this.db, async (tx) => {
      await revokeToken(tx, userId, id);
      await notify(tx, `revoke:${id}`);
    });
  }

  async setThresholds(userId: number, multiplier: string, usd: string, cooldown: number): Promise<void> {
    await withTx(this.db, async (tx) => {
      await this.row(tx, userId);
      await tx.query(
        'UPDATE streamer_settings SET celebrate_multiplier = $2, celebrate_usd = $3, command_cooldown = $4 WHERE user_id = $1',
        [userId, multiplier, usd, cooldown],
      );
      await notify(tx, `state:${userId}`);
    });
  }

  /** Starts a new session: the stats and the bonus hunt count from now. */
  async resetSession(userId: number): Promise<void> {
    await withTx(this.db, async (tx) => {
      await this.row(tx, userId);
      await tx.query('UPDATE streamer_settings SET session_since = now() WHERE user_id = $1', [userId]);
      await notify(tx, `state:${userId}`);
    });
  }

  /** Puts a scene on air (the streamer, or a mod link). */
  async setScene(userId: number, scene: OverlayScene): Promise<void> {
    await withTx(this.db, async (tx) => {
      await this.row(tx, userId);
      await tx.query('UPDATE streamer_settings SET scene = $2 WHERE user_id = $1', [userId, scene]);
      await notify(tx, `scene:${userId}:${scene}`);
    });
  }

  /** Adds or removes a moderator by player name. */
  async setModerator(userId: number, name: string, remove: boolean): Promise<void> {
    await withTx(this.db, async (tx) => {
      await this.row(tx, userId);
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(user_name) = lower($1)', [name]);
      const mod = rows[0];
      if (!mod) throw badRequest(`No player is named ${name}`);
      if (mod.id === userId) throw badRequest('You switch your own scenes already: a moderator is someone else');
      if (remove) {
        await tx.query('DELETE FROM stream_moderators WHERE streamer_id = $1 AND moderator_id = $2', [userId, mod.id]);
      } else {
        const { rows: count } = await tx.query<{ n: string }>('SELECT count(*) AS n FROM stream_moderators WHERE streamer_id = $1', [
          userId,
        ]);
        if (Number(count[0]!.n) >= 20) throw badRequest('At most 20 moderators: remove one first');
        await tx.query('INSERT INTO stream_moderators (streamer_id, moderator_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          userId,
          mod.id,
        ]);
      }
    });
  }

  /**
   * A "!scene" chat command from `senderId`: switches the scene of the sender (a streamer with an overlay) or, from a
   * moderator, of the streamer named (or of the only streamer they moderate). At most one switch per cooldown per
   * streamer, whoever sends it. Answers what it did, for the sender.
   */
  async sceneCommand(senderId: number, streamerName: string | null, scene: OverlayScene): Promise<string> {
    return withTx(this.db, async (tx) => {
      const streamerId = await this.commandTarget(tx, senderId, streamerName);
      const { rows } = await tx.query<SettingsRow & { wait: string | null }>(
        `SELECT scene, command_cooldown, last_command_at,
                CASE WHEN last_command_at > now() - make_interval(secs => command_cooldown)
                     THEN ceil(extract(epoch FROM last_command_at + make_interval(secs => command_cooldown) - now()))::text END AS wait
           FROM streamer_settings WHERE user_id = $1 FOR UPDATE`,
        [streamerId],
      );
      const row = rows[0];
      if (!row) throw new SceneCommandRefusal('That streamer has no overlay');
      if (row.wait !== null) throw new SceneCommandRefusal(`The scene was switched moments ago: try again in ${row.wait} s`);
      await tx.query('UPDATE streamer_settings SET scene = $2, last_command_at = now() WHERE user_id = $1', [streamerId, scene]);
      await notify(tx, `scene:${streamerId}:${scene}`);
      return `Scene switched to ${SCENE_LABEL[scene]}`;
    });
  }

  private async commandTarget(db: Queryable, senderId: number, streamerName: string | null): Promise<number> {
    if (streamerName !== null) {
      const { rows } = await db.query<{ id: number }>(
        `SELECT u.id FROM users u WHERE lower(u.user_name) = lower($1)
            AND (u.id = $2 OR EXISTS (SELECT 1 FROM stream_moderators m WHERE m.streamer_id = u.id AND m.moderator_id = $2))`,
        [streamerName, senderId],
      );
      if (!rows[0]) throw new SceneCommandRefusal(`You are not a moderator of ${streamerName}`);
      return rows[0].id;
    }
    const { rows: own } = await db.query('SELECT 1 FROM overlay_tokens WHERE user_id = $1 AND revoked_at IS NULL LIMIT 1', [senderId]);
    if (own.length > 0) return senderId;
    const { rows } = await db.query<{ streamer_id: number }>('SELECT streamer_id FROM stream_moderators WHERE moderator_id = $1 LIMIT 2', [
      senderId,
    ]);
    if (rows.length === 1) return rows[0]!.streamer_id;
    if (rows.length > 1) throw new SceneCommandRefusal('You moderate several streamers: name one, as in !scene @name stats');
    throw new SceneCommandRefusal('Only a streamer with an overlay link, or their moderators, can switch scenes');
  }

  /** Whose overlay a token opens (404 for an unknown or revoked one). */
  grant(token: string): Promise<OverlayGrant> {
    return resolveToken(this.db, token);
  }

  /** Everything an overlay shows when it opens: nothing private. */
  async overlayState(grant: OverlayGrant): Promise<OverlayState> {
    const row = await this.row(this.db, grant.userId);
    const [bets, stats, hunt] = await Promise.all([
      lastBets(this.db, grant.userId),
      sessionStats(this.db, grant.userId, row.session_since),
      bonusHunt(this.db, grant.userId, row.session_since),
    ]);
    return {
      scene: row.scene,
      canSwitch: grant.kind === 'mod',
      bets,
      stats,
      hunt,
      celebrate: { multiplier: plain(row.celebrate_multiplier), usd: plain(row.celebrate_usd) },
    };
  }

  /** When the player's session started (the stats and hunt count from it). */
  async sessionSince(userId: number): Promise<Date> {
    return (await this.row(this.db, userId)).session_since;
  }

  /** A mod token switches the scene; a view token cannot. */
  async overlayScene(grant: OverlayGrant, scene: OverlayScene): Promise<void> {
    if (grant.kind !== 'mod') throw new ApiError(403, 'This overlay link only shows the overlay: a mod link switches scenes');
    await this.setScene(grant.userId, scene);
  }
}

async function notify(db: Queryable, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [OVERLAY_CHANNEL, payload]);
}
