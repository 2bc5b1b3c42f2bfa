import type { WebSocket } from 'ws';
import {
  CLOSE_SLOW_CONSUMER,
  CLOSE_TOO_MANY_FOR_ACCOUNT,
  CLOSE_TOO_MANY_FROM_ADDRESS,
  MSG,
  type AmountChange,
  type LiveBet,
  type SocketFrame,
  type TipNotice,
} from '../../src/core/socket';
import { serverFrameError } from '../../src/core/socketFrames';
import type { Auth } from '../auth/sessions';

/** One connected socket and who it belongs to. */
export interface HubClient {
  socket: WebSocket;
  userId: number | null;
  sessionId: string | null;
  /** Client address (request.ip, so X-Forwarded-For when TRUST_PROXY is on). */
  ip: string;
  alive: boolean;
  /** The socket's TCP stream, corked while several frames are written to it at once (one write, not one per frame). */
  stream?: Corkable;
}

/** What the hub needs of a socket's TCP stream to write several frames as one. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * Broadcast frames that announce one person's action (a chat line, a share, a crash bet or cash-out): gathered for
 * broadcastMs and written to each socket together. A burst of 20 bets then costs each of 1,000 sockets one write instead
 * of 20, and the request that caused a frame answers without waiting for a write to every socket. Any other broadcast
 * (a crash tick or phase, the online count, a live-feed batch) is written at once, after the gathered ones, so every
 * socket still sees the frames in the order they were pushed.
 */
const GATHERED_TYPES: ReadonlySet<number> = new Set([MSG.CHAT, MSG.CHAT_ALT, MSG.SHARED_GAME, MSG.CRASH_BET, MSG.CRASH_CASHOUT]);

/** Options of the Hub. */
export interface HubOptions {
  onlineDebounceMs?: number;
  /** Protocol ping interval; a socket that has not answered the previous ping is dropped. */
  pingIntervalMs?: number;
  /** Most sockets per client address and per logged-in user. */
  maxPerIp?: number;
  maxPerUser?: number;
  /** Bytes queued for one socket beyond which it is dropped as a slow consumer. */
  maxBufferBytes?: number;
  /** Live-feed batching: at most one 208 frame per this many ms (default 250). */
  liveBetsMs?: number;
  /** Most feed entries in one 208 frame: the latest ones are kept (default 30). */
  liveBetsMax?: number;
  /** How long a gathered broadcast (a player's action) waits for others to go out with it (default 20 ms; 0: at once). */
  broadcastMs?: number;
  /**
   * Told why a push broke its frame schema (src/core/socketFrames.ts); the push is dropped either way. `remote`: it came
   * from another process. Default: throws for a push of this process (a bug of its caller), ignores a remote one.
   */
  malformedFrame?: (reason: string, remote: boolean) => void;
}

/** Why a new socket is refused: the close code and its reason. */
export interface Refusal {
  code: number;
  reason: string;
}

/** A push as it travels between server processes (server/live/fanout.ts). */
export type RelayMessage =
  | { k: 'user'; userId: number; frame: SocketFrame }
  | { k: 'all'; frame: SocketFrame }
  | { k: 'amounts'; changes: (AmountChange & { userId: number })[] }
  | { k: 'live'; bet: LiveBet }
  | { k: 'lives'; bets: LiveBet[] }
  | { k: 'end-sessions'; ids: string[] }
  | { k: 'drop-sessions'; ids: string[] }
  | { k: 'end-user'; userId: number };

/** Close code sent after a 302 frame when the socket's session ends (4000-4999 are for applications). */
export const CLOSE_SESSION_ENDED = 4001;
/** Close code for sockets of a session replaced by a new login in the same browser. */
export const CLOSE_SESSION_REPLACED = 4002;

const OPEN = 1;

/**
 * Keeps the live sockets by user and by session and pushes frames to them. Callers push only after their
 * database transaction has committed, so a frame never announces something that was rolled back.
 */
export class Hub {
  private readonly clients = new Set<HubClient>();
  private readonly byUser = new Map<number, Set<HubClient>>();
  private readonly bySession = new Map<string, Set<HubClient>>();
  private readonly byIp = new Map<string, Set<HubClient>>();
  // Guest sockets per address: the online count counts each address with guests once.
  private readonly guestsByIp = new Map<string, number>();
  private lastOnline = 0;
  private onlineTimer: NodeJS.Timeout | undefined;
  private liveQueue: LiveBet[] = [];
  // Bets settled by this process not yet relayed to the others: relayed once per batch, not once per bet.
  private liveOutbox: LiveBet[] = [];
  private liveTimer: NodeJS.Timeout | undefined;
  // Broadcast frames (serialised) waiting for the next write to every socket, oldest first.
  private gathered: string[] = [];
  private gatherTimer: NodeJS.Timeout | undefined;
  private readonly pingTimer: NodeJS.Timeout;
  private relay: ((message: RelayMessage) => void) | null = null;

  constructor(private readonly opts: HubOptions = {}) {
    // Browsers answer protocol pings even in throttled background tabs, unlike the app-level heartbeat.
    this.pingTimer = setInterval(() => this.pingAll(), opts.pingIntervalMs ?? 30_000);
    this.pingTimer.unref();
  }

  /** Whether one more socket from this address and user is over a cap (null: welcome). */
  refusal(ip: string, userId: number | null): Refusal | null {
    if ((this.byIp.get(ip)?.size ?? 0) >= (this.opts.maxPerIp ?? Infinity)) {
      return { code: CLOSE_TOO_MANY_FROM_ADDRESS, reason: 'Too many connections from this address' };
    }
    if (userId !== null && (this.byUser.get(userId)?.size ?? 0) >= (this.opts.maxPerUser ?? Infinity)) {
      return { code: CLOSE_TOO_MANY_FOR_ACCOUNT, reason: 'Too many connections for this account' };
    }
    return null;
  }

  /** Registers a socket (the caller checked refusal() first); it gets the online count at once. */
  add(socket: WebSocket, auth: Auth | null, ip = '', stream?: Corkable): HubClient {
    const client: HubClient = { socket, userId: auth?.userId ?? null, sessionId: auth?.sessionId ?? null, ip, alive: true, stream };
    socket.on('pong', () => (client.alive = true));
    this.clients.add(client);
    index(this.byIp, ip, client);
    if (client.userId === null) this.guestsByIp.set(ip, (this.guestsByIp.get(ip) ?? 0) + 1);
    if (client.userId !== null) index(this.byUser, client.userId, client);
    if (client.sessionId !== null) index(this.bySession, client.sessionId, client);
    this.send(client, { type: MSG.ONLINE_COUNT, data: { online: this.online() } });
    this.scheduleOnline();
    return client;
  }

  /** Forgets a socket (idempotent). */
  remove(client: HubClient): void {
    if (!this.clients.delete(client)) return;
    unindex(this.byIp, client.ip, client);
    if (client.userId === null) {
      const left = (this.guestsByIp.get(client.ip) ?? 1) - 1;
      if (left > 0) this.guestsByIp.set(client.ip, left);
      else this.guestsByIp.delete(client.ip);
    }
    if (client.userId !== null) unindex(this.byUser, client.userId, client);
    if (client.sessionId !== null) unindex(this.bySession, client.sessionId, client);
    this.scheduleOnline();
  }

  /** People online, not sockets: distinct logged-in users plus distinct addresses with guest sockets. */
  online(): number {
    return this.byUser.size + this.guestsByIp.size;
  }

  /** Sends a frame to one socket if it is open. */
  send(client: HubClient, frame: SocketFrame): void {
    this.sendText(client, JSON.stringify(frame));
  }

  /**
   * Sends text to an open socket. A socket whose unsent queue is over the limit is not reading (a stalled or
   * malicious client): it is dropped rather than allowed to grow the server's memory.
   */
  private sendText(client: HubClient, text: string): void {
    if (client.socket.readyState !== OPEN) return;
    if (client.socket.bufferedAmount > (this.opts.maxBufferBytes ?? Infinity)) {
      this.remove(client);
      client.socket.close(CLOSE_SLOW_CONSUMER, 'Not reading');
      // close() waits for the queue to drain, which a stalled reader never does.
      client.socket.terminate();
      return;
    }
    client.socket.send(text);
  }

  /**
   * Pushes to the sockets of every server process: applied here at once, and handed to the relay (when set) for the
   * other processes, which apply it with `receive`. Every public push goes through this.
   */
  private push(message: RelayMessage): void {
    if (!this.wellFormed(message, false)) return;
    this.relay?.(message);
    this.apply(message);
  }

  /** Applies a push from another process to this process's sockets (never relayed again). */
  receive(message: RelayMessage): void {
    if (this.wellFormed(message, true)) this.apply(message);
  }

  /**
   * Whether every frame a push makes matches its type's schema. Checked once per push, before it is relayed or
   * serialised, never once per socket: the browser drops a malformed frame anyway, so sending one only costs bandwidth
   * and hides the bug that made it.
   */
  private wellFormed(message: RelayMessage, remote: boolean): boolean {
    const reason = pushError(message);
    if (reason === null) return true;
    if (this.opts.malformedFrame) this.opts.malformedFrame(reason, remote);
    else if (!remote) throw new Error(`Malformed push: ${reason}`);
    return false;
  }

  private apply(message: RelayMessage): void {
    switch (message.k) {
      case 'user':
        return this.localToUser(message.userId, message.frame);
      case 'all':
        return this.localBroadcast(message.frame);
      case 'amounts':
        return this.localAmounts(message.changes);
      case 'live':
        return this.queueLive([message.bet]);
      case 'lives':
        return this.queueLive(message.bets);
      case 'end-sessions':
        return this.localEndSessions(message.ids);
      case 'drop-sessions':
        return this.localDropSessions(message.ids);
      case 'end-user':
        return this.localEndUser(message.userId);
    }
  }

  /** Where pushes go for the other server processes (server/live/fanout.ts); null: this process only. */
  setRelay(relay: ((message: RelayMessage) => void) | null): void {
    this.relay = relay;
  }

  /** Sends a frame to every socket of a user, on every process. */
  sendToUser(userId: number, frame: SocketFrame): void {
    this.push({ k: 'user', userId, frame });
  }

  /** Whether this process holds a socket of the user. */
  hasLocalUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /**
   * Sends a frame to the user's sockets of this process only: for pushes that every process makes for itself (from
   * a database notification each one receives), which relaying would double.
   */
  sendToLocalUser(userId: number, frame: SocketFrame): void {
    const message: RelayMessage = { k: 'user', userId, frame };
    if (this.wellFormed(message, false)) this.apply(message);
  }

  /** Sends a frame to every open socket, guests included, on every process. */
  broadcast(frame: SocketFrame): void {
    this.push({ k: 'all', frame });
  }

  /** Type 3 to the owner of each balance change, on every process. */
  amountChanged(changes: readonly (AmountChange & { userId: number })[]): void {
    if (changes.length > 0) this.push({ k: 'amounts', changes: [...changes] });
  }

  /**
   * Queues a settled bet for the live feed (208) of every process. The other processes get this process's bets as
   * one relay message per batch (at most every liveBetsMs, the latest liveBetsMax), so 20 bets/s of many players cost
   * the fan-out a few messages a second, not one per bet.
   */
  liveBet(bet: LiveBet): void {
    this.liveBets([bet]);
  }

  /** Queues several settled bets (oldest first) for the live feed, as liveBet does for one. */
  liveBets(bets: readonly LiveBet[]): void {
    if (bets.length === 0 || !this.wellFormed({ k: 'lives', bets: [...bets] }, false)) return;
    const max = this.opts.liveBetsMax ?? 30;
    this.liveOutbox.push(...bets.slice(-max));
    if (this.liveOutbox.length > max) this.liveOutbox.splice(0, this.liveOutbox.length - max);
    this.queueLive(bets);
  }

  /** Type 13 to the receiver of a tip. */
  tipReceived(userId: number, notice: TipNotice): void {
    this.sendToUser(userId, { type: MSG.TIP, data: notice });
  }

  /** Type 302 then close, for every socket of the given sessions, on every process. */
  endSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length > 0) this.push({ k: 'end-sessions', ids: [...sessionIds] });
  }

  /** Closes the sockets of replaced sessions without a logout frame (the browser already moved on), on every process. */
  dropSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length > 0) this.push({ k: 'drop-sessions', ids: [...sessionIds] });
  }

  /** Type 302 then close, for every socket of a user, on every process. */
  endUser(userId: number): void {
    this.push({ k: 'end-user', userId });
  }

  private localToUser(userId: number, frame: SocketFrame): void {
    for (const c of this.byUser.get(userId) ?? []) this.send(c, frame);
  }

  // Serialised once for all sockets.
  private localBroadcast(frame: SocketFrame): void {
    this.gathered.push(JSON.stringify(frame));
    const wait = this.opts.broadcastMs ?? 20;
    if (!GATHERED_TYPES.has(frame.type) || wait <= 0) return this.flushGathered();
    if (this.gatherTimer) return;
    this.gatherTimer = setTimeout(() => this.flushGathered(), wait);
    this.gatherTimer.unref();
  }

  /** Writes the gathered broadcast frames to every socket, several frames to one socket as one write. */
  private flushGathered(): void {
    clearTimeout(this.gatherTimer);
    this.gatherTimer = undefined;
    const texts = this.gathered;
    this.gathered = [];
    if (texts.length === 0) return;
    for (const c of [...this.clients]) {
      c.stream?.cork();
      for (const text of texts) this.sendText(c, text);
      c.stream?.uncork();
    }
  }

  private localAmounts(changes: readonly (AmountChange & { userId: number })[]): void {
    for (const c of changes) this.localToUser(c.userId, amountFrame(c));
  }

  /**
   * Queues a settled bet of any game (a LiveSettledBet of the registry, or a stateful game's settled round) for the live feed. At 20 bets/s per auto-betting player a frame per bet would cost every
   * socket a frame per bet; instead one frame {type: 208, data: {list}} (oldest first, the latest liveBetsMax entries)
   * goes out at most every liveBetsMs, and only when something was queued.
   */
  private queueLive(bets: readonly LiveBet[]): void {
    const max = this.opts.liveBetsMax ?? 30;
    this.liveQueue.push(...bets.slice(-max));
    if (this.liveQueue.length > max) this.liveQueue.splice(0, this.liveQueue.length - max);
    if (this.liveTimer) return;
    this.liveTimer = setTimeout(() => this.flushLive(), this.opts.liveBetsMs ?? 250);
    this.liveTimer.unref();
  }

  private flushLive(): void {
    this.liveTimer = undefined;
    const list = this.liveQueue;
    this.liveQueue = [];
    const outbox = this.liveOutbox;
    this.liveOutbox = [];
    if (outbox.length > 0) this.relay?.({ k: 'lives', bets: outbox });
    if (list.length > 0) this.localBroadcast({ type: MSG.LIVE_BETS, data: { list } });
  }

  private localEndSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) for (const c of [...(this.bySession.get(id) ?? [])]) this.end(c);
  }

  private localDropSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const c of [...(this.bySession.get(id) ?? [])]) {
        this.remove(c);
        c.socket.close(CLOSE_SESSION_REPLACED, 'Session replaced');
      }
    }
  }

  private localEndUser(userId: number): void {
    for (const c of [...(this.byUser.get(userId) ?? [])]) this.end(c);
  }

  /** Closes every socket and stops the timers. */
  close(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.onlineTimer);
    clearTimeout(this.liveTimer);
    clearTimeout(this.gatherTimer);
    this.gathered = [];
    this.liveQueue = [];
    this.liveOutbox = [];
    for (const c of [...this.clients]) {
      this.remove(c);
      c.socket.close(1001, 'Server shutting down');
    }
  }

  private end(client: HubClient): void {
    this.send(client, { type: MSG.FORCED_LOGOUT });
    this.remove(client);
    client.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
  }

  // Connect storms would otherwise send n frames to each of n sockets; one coalesced broadcast is enough.
  private scheduleOnline(): void {
    if (this.onlineTimer) return;
    this.onlineTimer = setTimeout(() => {
      this.onlineTimer = undefined;
      const online = this.online();
      if (online === this.lastOnline) return;
      this.lastOnline = online;
      this.localBroadcast({ type: MSG.ONLINE_COUNT, data: { online } });
    }, this.opts.onlineDebounceMs ?? 200);
    this.onlineTimer.unref();
  }

  private pingAll(): void {
    for (const c of [...this.clients]) {
      if (!c.alive) {
        this.remove(c);
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      if (c.socket.readyState === OPEN) c.socket.ping();
    }
  }
}

/** The type 3 frame of a balance change (the user id stays on the server). */
function amountFrame(c: AmountChange): SocketFrame<AmountChange> {
  const data: AmountChange = {
    coin: c.coin,
    balanceType: c.balanceType,
    amount: c.amount,
    delta: c.delta,
    reason: c.reason,
    ledgerId: c.ledgerId,
  };
  return { type: MSG.AMOUNT_CHANGE, data };
}

/** Why one of the frames a push makes breaks its schema, or null when they are all well formed. */
function pushError(message: RelayMessage): string | null {
  switch (message.k) {
    case 'user':
    case 'all':
      return serverFrameError(message.frame);
    case 'amounts':
      for (const change of message.changes) {
        const error = serverFrameError(amountFrame(change));
        if (error !== null) return error;
      }
      return null;
    case 'live':
      return serverFrameError({ type: MSG.LIVE_BETS, data: message.bet });
    case 'lives':
      return serverFrameError({ type: MSG.LIVE_BETS, data: { list: message.bets } });
    case 'end-sessions':
    case 'drop-sessions':
    case 'end-user':
      // The hub writes their 302 frames itself.
      return null;
  }
}

function index<K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient): void {
  const set = map.get(key) ?? new Set<HubClient>();
  set.add(client);
  map.set(key, set);
}

function unindex<K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
