import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EventEnd, Misbehaviour, StoredBet, StoredSession } from './types';

// The book's state, in memory and in one JSON file of its data folder: written after each change (debounced), always
// whole to a temporary file then renamed over the old one, so a crash leaves the old file or the new one, never half.

/** The store file's name in the data folder. */
export const STORE_FILE = 'book.json';
const VERSION = 1;

interface StoreFile {
  version: number;
  bets: StoredBet[];
  sessions: Record<string, StoredSession>;
  events: Record<string, EventEnd>;
  misbehaviour: Misbehaviour;
}

/** The book's state: bets by id, sessions by the hash of their id, ended matches by id, and the misbehaviour. */
export class BookStore {
  readonly bets = new Map<string, StoredBet>();
  readonly sessions = new Map<string, StoredSession>();
  readonly events = new Map<string, EventEnd>();
  misbehaviour: Misbehaviour = 'none';

  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private serial = 0;

  private constructor(
    /** The file, or null to keep everything in memory only. */
    private readonly file: string | null,
    private readonly saveDelayMs: number,
  ) {}

  /** Opens the store of a data folder (made if absent), loading its file; null: memory only. */
  static async open(dataDir: string | null, saveDelayMs = 200): Promise<BookStore> {
    const store = new BookStore(dataDir ? path.join(dataDir, STORE_FILE) : null, saveDelayMs);
    if (dataDir) {
      await mkdir(dataDir, { recursive: true });
      await store.load();
    }
    return store;
  }

  private async load(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.file!, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const data = JSON.parse(text) as Partial<StoreFile>;
    if (data.version !== VERSION || !Array.isArray(data.bets)) {
      throw new Error(`The book's store ${this.file} is not a version ${VERSION} store`);
    }
    for (const bet of data.bets) this.bets.set(bet.id, bet);
    for (const [hash, session] of Object.entries(data.sessions ?? {})) this.sessions.set(hash, session);
    for (const [id, end] of Object.entries(data.events ?? {})) this.events.set(id, end);
    this.misbehaviour = data.misbehaviour ?? 'none';
  }

  /** Marks the state changed: it is written soon. */
  changed(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write();
    }, this.saveDelayMs);
    this.timer.unref();
  }

  /** Writes the state now (after any write under way). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.write();
  }

  private write(): Promise<void> {
    if (!this.file) return Promise.resolve();
    const file = this.file;
    const snapshot: StoreFile = {
      version: VERSION,
      bets: [...this.bets.values()],
      sessions: Object.fromEntries(this.sessions),
      events: Object.fromEntries(this.events),
      misbehaviour: this.misbehaviour,
    };
    const text = JSON.stringify(snapshot);
    const temp = `${file}.${process.pid}.${++this.serial}.${randomBytes(4).toString('hex')}.tmp`;
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        await writeFile(temp, text, { mode: 0o600 });
        await rename(temp, file);
      });
    return this.writing;
  }

  /** Drops sessions idle since before `idleBefore` and ended matches no bet of the book needs (older than `keepAfter`). */
  prune(idleBefore: number, keepAfter: number): void {
    let changed = false;
    for (const [hash, session] of this.sessions) {
      if (session.lastSeen < idleBefore) {
        this.sessions.delete(hash);
        changed = true;
      }
    }
    for (const [id, end] of this.events) {
      if (end.endedAt < keepAfter) {
        this.events.delete(id);
        changed = true;
      }
    }
    if (changed) this.changed();
  }
}
