import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Hub, RelayMessage } from './hub';

/** The channel every server process listens on. */
export const FANOUT_CHANNEL = 'hub_fanout';
/** application_name of the listening connections: how a process counts its peers. */
export const FANOUT_APP_NAME = 'highstakes-fanout';
// NOTIFY payloads must stay under 8000 bytes; a batch is split to stay below this.
const MAX_PAYLOAD = 7000;

interface Envelope {
  /** The sending process. */
  o: string;
  m: RelayMessage[];
  /** Set on the announcement a process sends once it listens: the others re-count their peers at once. */
  h?: 1;
}

/** Options of the fan-out. */
export interface FanoutOptions {
  /** Pushes are batched for at most this long before one NOTIFY carries them (default 10 ms). */
  batchMs?: number;
  /** How often the other listening processes are counted (default 2 s). */
  peersMs?: number;
  /** First delay before listening again after the connection died (default 100 ms), doubling up to retryMaxMs. */
  retryMs?: number;
  /** Longest delay between attempts to listen again (default 5 s). */
  retryMaxMs?: number;
  log?: (msg: string) => void;
}

/**
 * Carries the hub's pushes to every server process through PostgreSQL's LISTEN/NOTIFY, so a player's balance frame,
 * the live feed and the crash round reach their sockets whichever process holds them (no extra service). Each process
 * listens on one connection of its own; a push is applied to this process's sockets at once (Hub) and, when other
 * processes listen, queued and sent to them in batches of at most `batchMs`. A process ignores its own notifications.
 * A process alone (the usual single-process setup) sends nothing: its peers are counted every `peersMs` from
 * pg_stat_activity by the listening connections' application_name, and at once when a process announces that it
 * started listening, so a process started later gets every push made after its start (not only after the next count).
 */
export class Fanout {
  readonly id = randomUUID();
  private client: pg.PoolClient | null = null;
  private queue: RelayMessage[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private peersTimer: ReturnType<typeof setInterval> | null = null;
  private peers = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private countSeq = 0;
  private stopped = false;
  private readonly channels = new Map<string, (payload: string) => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly hub: Hub,
    private readonly options: FanoutOptions = {},
  ) {}

  /** Other processes listening, as last counted. */
  get peerCount(): number {
    return this.peers;
  }

  /**
   * Also listens on another channel (on the same connection, again after it is reopened) and hands its payloads to
   * `handler`: for NOTIFYs the database sends itself (a trigger's, at the commit of a transaction).
   */
  async subscribe(channel: string, handler: (payload: string) => void): Promise<void> {
    if (!/^[a-z_]+$/.test(channel) || channel === FANOUT_CHANNEL) throw new Error(`fan-out: bad channel ${channel}`);
    this.channels.set(channel, handler);
    await this.client?.query(`LISTEN ${channel}`);
  }

  /** Listens and starts relaying this hub's pushes. */
  async start(): Promise<void> {
    await this.listen();
    this.peersTimer = setInterval(() => void this.countPeers(), this.options.peersMs ?? 2000);
    this.peersTimer.unref();
    this.hub.setRelay((message) => this.publish(message));
  }

  /** Stops relaying and listening; pushes still queued are sent first. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.hub.setRelay(null);
    if (this.peersTimer) clearInterval(this.peersTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.flush();
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query(`UNLISTEN ${FANOUT_CHANNEL}`).catch(() => undefined);
      this.drop(client);
    }
  }

  /**
   * Opens the listening connection, counts the peers and announces this process to them. When the connection dies (a
   * terminated backend, a restarted database), it is opened again with a growing delay (retryMs doubling up to
   * retryMaxMs) until it listens again; pushes sent by the others while it was gone are not replayed.
   */
  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    let lost = false;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      this.drop(client, error);
      if (this.stopped) return;
      this.options.log?.(`fan-out connection lost: ${error.message}; listening again`);
      this.retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel === FANOUT_CHANNEL && n.payload) this.deliver(n.payload);
      else if (n.payload !== undefined) this.channels.get(n.channel)?.(n.payload);
    });
    try {
      await client.query(`SET application_name = '${FANOUT_APP_NAME}'`);
      await client.query(`LISTEN ${FANOUT_CHANNEL}`);
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!lost) {
        lost = true;
        this.drop(client, error as Error);
      }
      throw error;
    }
    this.client = client;
    this.failures = 0;
    await this.countPeers();
    await this.pool
      .query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, JSON.stringify({ o: this.id, m: [], h: 1 } satisfies Envelope)])
      .catch((error: Error) => this.options.log?.(`fan-out could not announce itself: ${error.message}`));
  }

  /** Schedules the next attempt to listen again (the delay doubles with each failure). */
  private retry(): void {
    if (this.stopped || this.retryTimer) return;
    const base = this.options.retryMs ?? 100;
    const delay = Math.min(base * 2 ** this.failures, this.options.retryMaxMs ?? 5000);
    this.failures++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.listen().catch((error: Error) => {
        this.options.log?.(`fan-out could not listen again: ${error.message}`);
        this.retry();
      });
    }, delay);
    this.retryTimer.unref();
  }

  /**
   * Gives a listening connection up for good: its handlers removed and the connection closed, not returned to the
   * pool (it carries the fan-out's application_name, by which the other processes count their peers).
   */
  private drop(client: pg.PoolClient, error?: Error): void {
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    // An error event may still come while closing; one listener keeps it from crashing the process.
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    client.release(error ?? true);
  }

  /** The PostgreSQL backend pid of the listening connection (null while reconnecting): for tests and diagnostics. */
  get listenerPid(): number | null {
    return this.client ? (this.client as unknown as { processID: number }).processID : null;
  }

  /** Re-counts the other listening processes now (tests; otherwise every peersMs). */
  async countPeers(): Promise<number> {
    // Counts may overlap (the timer and an announcement): only the latest one started is kept.
    const seq = ++this.countSeq;
    try {
      const { rows } = await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database() AND pid <> $2`,
        [FANOUT_APP_NAME, this.listenerPid ?? 0],
      );
      if (seq === this.countSeq) this.peers = rows[0]?.n ?? 0;
    } catch (error) {
      this.options.log?.(`fan-out could not count its peers: ${(error as Error).message}`);
    }
    return this.peers;
  }

  private publish(message: RelayMessage): void {
    if (this.stopped || this.peers === 0) return;
    this.queue.push(message);
    this.timer ??= setTimeout(() => void this.flush(), this.options.batchMs ?? 10);
  }

  private async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const messages = this.queue;
    this.queue = [];
    for (const payload of batches(this.id, messages)) {
      await this.pool.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, payload]).catch((error: Error) => {
        this.options.log?.(`fan-out NOTIFY failed: ${error.message}`);
      });
    }
  }

  private deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.id || !Array.isArray(envelope.m)) return;
    // Whoever sent this listens too: relay to it from now on, and count exactly when it has just started.
    if (this.peers === 0) {
      this.peers = 1;
      this.countSeq++; // a count started before this message may have missed its sender
    }
    if (envelope.h === 1) void this.countPeers();
    for (const message of envelope.m) this.hub.receive(message);
  }
}

/** A batch of live bets too big for one payload, split in halves until each part fits (or is a single bet). */
function fitting(message: RelayMessage, limit: number): RelayMessage[] {
  if (message.k !== 'lives' || message.bets.length < 2 || Buffer.byteLength(JSON.stringify(message)) <= limit) return [message];
  const half = Math.ceil(message.bets.length / 2);
  return [
    ...fitting({ k: 'lives', bets: message.bets.slice(0, half) }, limit),
    ...fitting({ k: 'lives', bets: message.bets.slice(half) }, limit),
  ];
}

/**
 * The messages as NOTIFY payloads under the size limit. A batch of live bets over the limit is split into parts that
 * fit; any other message over the limit on its own cannot travel: left out.
 */
export function batches(origin: string, input: readonly RelayMessage[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  const head = `{"o":${JSON.stringify(origin)},"m":[`;
  const close = () => {
    if (current.length) out.push(`${head}${current.join(',')}]}`);
    current = [];
    size = 0;
  };
  const headBytes = Buffer.byteLength(head);
  const messages = input.flatMap((m) => fitting(m, MAX_PAYLOAD - headBytes - 2));
  for (const m of messages) {
    const text = JSON.stringify(m);
    const bytes = Buffer.byteLength(text);
    if (headBytes + bytes + 2 > MAX_PAYLOAD) continue;
    if (headBytes + size + bytes + 2 > MAX_PAYLOAD) close();
    current.push(text);
    size += bytes + 1;
  }
  close();
  return out;
}

/**
 * Hands pushes to every server process on the database from a process without a hub of its own (the admin command
 * line): the listening processes apply them to their sockets like any relayed push. Sent right away, not batched.
 */
export async function relayToServers(db: pg.Pool | pg.PoolClient, messages: readonly RelayMessage[], origin = 'outside'): Promise<void> {
  for (const payload of batches(origin, messages)) await db.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, payload]);
}
