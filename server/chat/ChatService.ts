import type pg from 'pg';
import { CODE } from '../../src/core/api';
import { MAX_MENTIONS, type ChatEntry, type ChatSend } from '../../src/core/chat';
import { MSG } from '../../src/core/socket';
import { withTx } from '../db/pool';
import { badRequest } from '../errors';
import type { Hub } from '../live/hub';
import { insertEntry, loadEntries, type SharePayload } from './entries';
import { ChatRefusal, checkFlood, FloodGate } from './flood';
import { CHAT_RULES } from './rules';

// @handle in a message's text (a handle is what registration allows: 3-20 letters, digits, underscores).
const MENTION = /(?:^|[^A-Za-z0-9_])@([A-Za-z0-9_]{3,20})/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The handles a message mentions: those the browser listed and those written as @handle, lower-case, in order. A listed
 * player is written by the nickname chat shows (`listedNames`): that @nickname is their mention, never read as the
 * handle of someone else who happens to be called that.
 */
export function mentionsOf(text: string, listed: readonly string[] = [], listedNames: readonly string[] = []): string[] {
  let rest = text;
  for (const name of listedNames) rest = rest.replace(new RegExp(`@${escapeRegExp(name)}(?![A-Za-z0-9_])`, 'g'), ' ');
  const found = [...listed, ...[...rest.matchAll(MENTION)].map((m) => m[1]!.toLowerCase())];
  return [...new Set(found)];
}

const NOT_YOURS = 'Bet not found: share a bet id from your own bet history';

type ShareFacts = Omit<SharePayload, 'betId'>;

/** A settled bet of the player, of any house game (of `game` when named), as its card shows it. */
async function betShare(client: pg.PoolClient, userId: number, betId: string, game?: string): Promise<ShareFacts> {
  const { rows } = await client.query<ShareFacts>(
    // The multiplier paid ("0" when the bet paid nothing), as the bet views show it.
    `SELECT game, coin, amount, trim_scale(CASE WHEN paid THEN multiplier ELSE 0 END)::text AS multiplier, payout, win
       FROM bets WHERE id = $1 AND user_id = $2 AND ($3::text IS NULL OR game = $3)`,
    [betId, userId, game ?? null],
  );
  if (!rows[0]) throw badRequest(NOT_YOURS);
  return rows[0];
}

interface Sender {
  privacy: number;
  /** What refuses the player chat now (by the database clock, the one every process shares), or null. */
  refusal: string | null;
  rules: number;
}

/** Sends chat entries: player texts, shared bets, site lines; every one stored, then pushed to all processes. */
export class ChatService {
  private readonly gate = new FloodGate();

  constructor(
    private readonly db: pg.Pool,
    private readonly hub: Hub,
    private readonly log: (msg: string) => void = () => undefined,
  ) {}

  /** Throws the refusal this process can give without the database (a send in flight, over the rate): see FloodGate. */
  precheck(userId: number): void {
    this.gate.check(userId);
  }

  /** A player's message (socket frame 10): checked, stored with its mentions and broadcast as a 10. */
  async send(userId: number, message: ChatSend): Promise<ChatEntry | null> {
    this.gate.enter(userId);
    let accepted = false;
    try {
      const id = await withTx(this.db, async (client) => {
        await this.checkSender(client, userId);
        await checkFlood(client, userId, message.text);
        const listed = message.atUsers ?? [];
        const { rows: listedNames } =
          listed.length === 0
            ? { rows: [] }
            : await client.query<{ nick_name: string }>('SELECT nick_name FROM users WHERE lower(user_name) = ANY($1::text[])', [listed]);
        const handles = mentionsOf(
          message.text,
          listed,
          listedNames.map((r) => r.nick_name),
        );
        const { rows: named } = await client.query<{ id: number; handle: string }>(
          `SELECT id, lower(user_name) AS handle FROM users WHERE lower(user_name) = ANY($1::text[]) AND id <> $2`,
          [handles, userId],
        );
        for (const h of message.atUsers ?? []) {
          if (!named.some((n) => n.handle === h)) throw new ChatRefusal(CODE.BAD_REQUEST, `atUsers: no player named ${h}`);
        }
        // Mentions keep the order written; only players who exist (and not the sender) count.
        const mentioned = handles.filter((h) => named.some((n) => n.handle === h)).slice(0, MAX_MENTIONS);
        const entryId = await insertEntry(client, {
          userId,
          kind: 'text',
          text: message.text,
          atUsers: mentioned,
          clientId: message.clientId ?? null,
        });
        const ids = named.filter((n) => mentioned.includes(n.handle)).map((n) => n.id);
        if (ids.length > 0) {
          await client.query('INSERT INTO chat_mentions (user_id, message_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING', [
            ids,
            entryId,
          ]);
        }
        return entryId;
      });
      accepted = true;
      return this.publish(id, MSG.CHAT);
    } finally {
      this.gate.leave(userId, accepted);
    }
  }

  /**
   * Posts one of the player's settled bets of any house game as a card (frame 14), by its bets id (a crash bet has one
   * once it is cashed out or lost).
   */
  async shareBet(userId: number, betId: string, game?: string): Promise<ChatEntry | null> {
    this.gate.enter(userId);
    let accepted = false;
    try {
      const id = await withTx(this.db, async (client) => {
        await this.checkSender(client, userId);
        const bet = await betShare(client, userId, betId, game);
        await checkFlood(client, userId, '');
        const payload: SharePayload = { betId, ...bet };
        // Counted against the flood limit like a text.
        return insertEntry(client, { userId, kind: 'share', payload });
      });
      accepted = true;
      return this.publish(id, MSG.SHARED_GAME);
    } finally {
      this.gate.leave(userId, accepted);
    }
  }

  /** A line from the site (kind 'system'), broadcast as a 10. */
  async system(text: string): Promise<ChatEntry | null> {
    const id = await insertEntry(this.db, { userId: null, kind: 'system', text });
    return this.publish(id, MSG.CHAT);
  }

  /**
   * Loads a committed entry and pushes it to every socket on every process under the given frame type. The entry is
   * stored already: a failure here is logged, not thrown (history still has it), and null is returned.
   */
  async publish(id: number, type: number): Promise<ChatEntry | null> {
    try {
      const [entry] = await loadEntries(this.db, [id]);
      if (!entry) return null;
      this.hub.broadcast({ type, data: entry });
      return entry;
    } catch (error) {
      this.log(`chat entry ${id} stored but not pushed: ${(error as Error).message}`);
      return null;
    }
  }

  private async checkSender(client: pg.PoolClient, userId: number): Promise<Sender> {
    const { rows } = await client.query<Sender>(
      `SELECT privacy, protection_refusal(id, 'chat') AS refusal, chat_rules_version AS rules FROM users WHERE id = $1`,
      [userId],
    );
    const sender = rows[0];
    if (!sender) throw new ChatRefusal(CODE.UNAUTHORIZED, 'Please log in to chat');
    // A mute (a lock of chat), an operator's lock, or a time-out or self-exclusion.
    if (sender.refusal !== null) throw new ChatRefusal(CODE.FORBIDDEN, sender.refusal);
    if (sender.rules < CHAT_RULES.version) throw new ChatRefusal(CODE.FORBIDDEN, 'Please accept the chat rules first');
    return sender;
  }
}
