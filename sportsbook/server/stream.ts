import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { StreamMessage } from '../shared/api';
import { BookError } from './errors';
import { STREAM_SLOTS, type Schedule } from './schedule';

// GET /api/stream: server-sent events. One timer for every client: each tick builds the message once (every live match
// and those kicking off within the stream's window) and writes it to each; a comment line keeps idle proxies from
// closing the connection. A client that closes is dropped at once; one that stops reading is dropped too.

/** How the stream runs. */
export interface StreamOptions {
  everyMs: number;
  heartbeatMs: number;
  /** The most clients at once: the next one is refused. */
  max: number;
  now: () => number;
}

/** A client that has this much unread is dropped (it stopped reading). */
const MAX_BUFFERED = 1 << 20;

/** The book's live stream and its clients. */
export class Streams {
  private readonly clients = new Set<ServerResponse>();
  private tick: NodeJS.Timeout | null = null;
  private beat: NodeJS.Timeout | null = null;

  constructor(
    private readonly schedule: Schedule,
    private readonly options: StreamOptions,
  ) {}

  /** How many clients are connected. */
  get size(): number {
    return this.clients.size;
  }

  /** The message of the moment. */
  message(): StreamMessage {
    const now = this.options.now();
    const events = this.schedule.list({}, STREAM_SLOTS, now).filter((e) => e.status === 'live' || e.status === 'upcoming');
    return { now, events };
  }

  /** Takes a request over as a stream: the first message at once, then one every tick until the client goes. */
  open(reply: FastifyReply): void {
    if (this.clients.size >= this.options.max) throw new BookError(503, 'too_many_requests', 'Too many live streams: try again soon');
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 3000\n${frame(this.message())}`);
    this.clients.add(raw);
    raw.on('close', () => this.drop(raw));
    this.run();
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const raw of [...this.clients]) {
      raw.end();
      this.drop(raw);
    }
  }

  private run(): void {
    if (this.tick) return;
    this.tick = setInterval(() => this.send(frame(this.message())), this.options.everyMs);
    this.beat = setInterval(() => this.send(': keep-alive\n\n'), this.options.heartbeatMs);
    this.tick.unref();
    this.beat.unref();
  }

  private send(text: string): void {
    for (const raw of [...this.clients]) {
      if (raw.writableLength > MAX_BUFFERED) {
        raw.destroy();
        this.drop(raw);
        continue;
      }
      raw.write(text);
    }
  }

  private drop(raw: ServerResponse): void {
    this.clients.delete(raw);
    if (this.clients.size > 0) return;
    if (this.tick) clearInterval(this.tick);
    if (this.beat) clearInterval(this.beat);
    this.tick = null;
    this.beat = null;
  }
}

/** One SSE message: a `data:` line of JSON (which never holds a newline) and the blank line that ends it. */
function frame(message: StreamMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}
