import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { socketPathFits } from '../../server/db/embedded';

describe('embedded PostgreSQL over its Unix socket', () => {
  it('the url the tests (and the server) use reaches the cluster over the socket, not TCP', async () => {
    const url = inject('databaseUrl');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // inet_server_addr() is NULL on a Unix-domain socket connection.
      const { rows } = await client.query<{ addr: string | null }>('SELECT inet_server_addr()::text AS addr');
      expect(rows[0]!.addr).toBeNull();
    } finally {
      await client.end();
    }
  });

  it('falls back to TCP only when the socket path would not fit', () => {
    expect(socketPathFits('/data/pg', 54329)).toBe(true);
    expect(socketPathFits(`/${'x'.repeat(100)}`, 54329)).toBe(false);
  });
});
