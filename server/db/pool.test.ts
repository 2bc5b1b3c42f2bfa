import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionError, withClient, withTx } from './pool';

/** A pool client double: records queries and how it was released; `fail` makes a statement reject. */
class FakeClient extends EventEmitter {
  readonly queries: string[] = [];
  released: Error | boolean | undefined;
  fail = new Map<string, Error>();

  async query(sql: string): Promise<{ rows: never[] }> {
    this.queries.push(sql);
    const error = this.fail.get(sql);
    if (error) throw error;
    return { rows: [] };
  }

  release(error?: Error | boolean): void {
    this.released = error ?? false;
  }
}

function fakePool(client: FakeClient, connectError?: Error): pg.Pool {
  return { connect: async () => (connectError ? Promise.reject(connectError) : client) } as unknown as pg.Pool;
}

const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('isConnectionError', () => {
  it('tells a lost connection from a refused statement', () => {
    expect(isConnectionError(terminated())).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    const noSocket = Object.assign(new Error('connect ENOENT /data/pg/.s.PGSQL.54329'), { code: 'ENOENT', syscall: 'connect' });
    expect(isConnectionError(noSocket)).toBe(true);
    expect(isConnectionError(Object.assign(new Error('no such file'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(new DatabaseUnavailableError('down'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('Insufficient balance'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe('withClient', () => {
  it('listens for error only while the client is borrowed and returns a healthy client to the pool', async () => {
    const client = new FakeClient();
    await withClient(fakePool(client), async () => {
      expect(client.listenerCount('error')).toBe(1);
    });
    expect(client.listenerCount('error')).toBe(0);
    expect(client.released).toBe(false);
  });

  it('absorbs an error event while borrowed (no crash) and destroys that client on release', async () => {
    const client = new FakeClient();
    const lost = new Error('Connection terminated unexpectedly');
    await withClient(fakePool(client), async (c) => {
      // Without a listener, emitting 'error' would throw here.
      (c as unknown as FakeClient).emit('error', lost);
    });
    expect(client.released).toBe(lost);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('destroys a client whose query failed for a lost connection, keeps one whose statement was refused', async () => {
    const dead = new FakeClient();
    dead.fail.set('SELECT 1', terminated());
    await expect(withClient(fakePool(dead), (c) => c.query('SELECT 1'))).rejects.toThrow('terminating connection');
    expect(dead.released).toBeInstanceOf(Error);

    const fine = new FakeClient();
    fine.fail.set('SELECT 1', Object.assign(new Error('syntax error'), { code: '42601' }));
    await expect(withClient(fakePool(fine), (c) => c.query('SELECT 1'))).rejects.toThrow('syntax error');
    expect(fine.released).toBe(false);
  });

  it('answers an unreachable database as DatabaseUnavailableError', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(withClient(fakePool(new FakeClient(), refused), async () => 1)).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

describe('withTx', () => {
  it('commits, and rolls back on an error with the client kept', async () => {
    const ok = new FakeClient();
    expect(await withTx(fakePool(ok), async () => 7)).toBe(7);
    expect(ok.queries).toEqual(['BEGIN', 'COMMIT']);

    const refused = new FakeClient();
    await expect(
      withTx(fakePool(refused), async () => {
        throw new Error('Insufficient balance');
      }),
    ).rejects.toThrow('Insufficient balance');
    expect(refused.queries).toEqual(['BEGIN', 'ROLLBACK']);
    expect(refused.released).toBe(false);
  });

  it('a connection lost mid-transaction answers DatabaseUnavailableError and the client is destroyed', async () => {
    const client = new FakeClient();
    client.fail.set('UPDATE', terminated());
    client.fail.set('ROLLBACK', new Error('Client has encountered a connection error and is not queryable'));
    const error = await withTx(fakePool(client), (c) => c.query('UPDATE')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).cause).toMatchObject({ code: '57P01' });
    expect(client.released).toBeInstanceOf(Error);
  });

  it('a lost COMMIT is a DatabaseUnavailableError (the outcome is unknown: the caller retries with its key)', async () => {
    const client = new FakeClient();
    client.fail.set('COMMIT', new Error('Connection terminated unexpectedly'));
    client.fail.set('ROLLBACK', new Error('Client was closed and is not queryable'));
    await expect(withTx(fakePool(client), async () => 1)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(client.released).toBeInstanceOf(Error);
  });

  it('a failed ROLLBACK destroys the client even when the first error was not about the connection', async () => {
    const client = new FakeClient();
    client.fail.set('ROLLBACK', new Error('unexpected'));
    await expect(
      withTx(fakePool(client), async () => {
        throw new Error('Insufficient balance');
      }),
    ).rejects.toThrow('Insufficient balance');
    expect(client.released).toMatchObject({ message: 'unexpected' });
  });
});
