import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/pool';
import { createDatabase } from './helpers';

// A connection that dies while some code holds its client without listening for 'error' (between two statements, or
// in code that forgot) must not crash the server process: node throws an 'error' event nobody listens to.

let url: string;
let admin: pg.Client;

beforeAll(async () => {
  url = await createDatabase();
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
});

describe('createPool', () => {
  it("a borrowed client whose backend is terminated while it holds no listener reports to onError and doesn't crash", async () => {
    const errors: string[] = [];
    const pool = createPool(url, (err) => errors.push(err.message));
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // Idle, borrowed, and nothing of the borrower listens: the terminated backend's FATAL arrives as an 'error' event.
    const ended = new Promise((resolve) => client.once('end', resolve));
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await ended;
    expect(errors.some((m) => /terminating connection/.test(m))).toBe(true);
    client.release(true);
    // The pool serves on with a new connection.
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    await pool.end();
  });
});
