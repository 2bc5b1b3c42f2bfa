import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityState } from '../../src/core/identity';
import { Decimal } from '../../src/core/money';
import { runAdmin } from '../../server/admin/cli';
import { checkIdentityNeed } from '../../server/wallet/withdrawals';
import { buildOn, Client, createDatabase, register, type TestApp } from './helpers';

// Identity checks: a document and a selfie encoded anew and kept privately, one submission waiting at a time, the
// operator's review with the player's notification, and withdrawals over the configured amount held to a verified
// identity.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'identity-'));
  t = await buildOn(await createDatabase({ migrated: true }), { DATA_DIR: dataDir, KYC_WITHDRAW_ABOVE_USD: '500' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----identity${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'image/jpeg'}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function submit(client: Client, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/identity/submit',
    payload,
    headers: { ...headers, cookie: client.cookieHeader() },
  });
  return res.json() as { code: number; msg: string; data: IdentityState | null };
}

/** A phone photo with a GPS position and a camera name in its EXIF. */
const photo = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

const good = async (): Promise<Part[]> => [
  { name: 'docType', value: 'passport' },
  { name: 'docNumber', value: 'x1234 5678' },
  { name: 'document', value: await photo(), filename: 'passport.jpg' },
  { name: 'selfie', value: await photo(900, 1200), filename: 'me.jpg' },
];

const state = async (client: Client) => (await client.get<IdentityState>('/v1/identity')).body.data!;

describe('identity checks', () => {
  it('takes a document and a selfie, keeps them re-encoded and private, and waits for the operator', async () => {
    const { client, user } = await register(t.app, 'id');
    expect(await state(client)).toMatchObject({ status: 'none', docType: null, withdrawAboveUsd: '500' });
    const sent = await submit(client, await good());
    expect(sent).toMatchObject({
      code: 200,
      msg: 'Documents sent: we will notify you once they are reviewed',
      data: { status: 'pending', docType: 'passport', docNumber: '••••5678' },
    });
    const files = await readdir(path.join(dataDir, 'identity'));
    expect(files).toHaveLength(2);
    for (const f of files) {
      const file = path.join(dataDir, 'identity', f);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp' });
      expect(meta.exif).toBeUndefined();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2000);
    }
    // Not served anywhere.
    for (const url of [`/media/identity/${files[0]}`, `/identity/${files[0]}`, `/data/identity/${files[0]}`]) {
      const res = await t.app.inject({ url, headers: { accept: 'image/webp' } });
      expect(res.headers['content-type']).not.toMatch(/image/);
    }
    // One waits at a time.
    expect((await submit(client, await good())).msg).toBe('Your documents are being reviewed: you will be notified of the result');

    const listed = await runAdmin(t.db, ['kyc', 'list'], [], undefined, dataDir);
    expect(listed.out).toMatch(new RegExp(`^1 pending identity check\\n.*\\n.*\\n\\d+\\s+${user.userName}\\s+Passport\\s+X1234 5678`));
    const id = /\n(\d+)\s/.exec(listed.out)![1]!;
    const shown = await runAdmin(t.db, ['kyc', 'show', id], [], undefined, dataDir);
    expect(shown.out).toContain(path.join(dataDir, 'identity'));

    expect(await runAdmin(t.db, ['kyc', 'reject', id, 'The', 'picture', 'is', 'blurred'], [], undefined, dataDir)).toMatchObject({
      code: 0,
    });
    expect(await state(client)).toMatchObject({ status: 'rejected', reason: 'The picture is blurred' });
    const { rows } = await t.db.query(`SELECT title, body FROM notifications WHERE user_id = $1 AND kind = 'identity'`, [user.id]);
    expect(rows[0]).toMatchObject({ title: 'Identity documents not accepted', body: expect.stringContaining('The picture is blurred') });
    expect((await runAdmin(t.db, ['kyc', 'approve', id], [], undefined, dataDir)).out).toBe(`Identity check ${id} is already rejected`);

    // Sent again, approved: verified for good.
    await submit(client, await good());
    const second = /\n(\d+)\s/.exec((await runAdmin(t.db, ['kyc', 'list'], [], undefined, dataDir)).out)![1]!;
    expect((await runAdmin(t.db, ['kyc', 'approve', second], [], undefined, dataDir)).out).toMatch(
      /approved: verified; the player was notified$/,
    );
    expect(await state(client)).toMatchObject({ status: 'verified', docNumber: '••••5678' });
    expect((await submit(client, await good())).msg).toBe('Your identity is already verified');
  });

  it('refuses a bad submission with what is wrong, keeping nothing', async () => {
    const { client } = await register(t.app, 'ib');
    const before = (await readdir(path.join(dataDir, 'identity')).catch(() => [])).length;
    const parts = await good();
    const without = (name: string) => parts.filter((p) => p.name !== name);
    const cases: [Part[], RegExp][] = [
      [without('selfie'), /Add a selfie holding your document/],
      [without('document'), /Add a picture of your document/],
      [[...without('docType'), { name: 'docType', value: 'library_card' }], /docType must be one of passport, id_card, driving_licence/],
      [[...without('docNumber'), { name: 'docNumber', value: '12' }], /docNumber must be 5 to 40/],
      [
        [...without('document'), { name: 'document', value: Buffer.from('%PDF-1.4 not a picture'), filename: 'a.pdf' }],
        /^Document: The file is not a picture/,
      ],
      [
        [
          ...without('selfie'),
          {
            name: 'selfie',
            value: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>'),
            filename: 's.svg',
          },
        ],
        /^Selfie: SVG files are not accepted/,
      ],
      [
        [...parts, { name: 'extra', value: await photo(), filename: 'x.jpg' }],
        /^Send docType, docNumber and the pictures document and selfie as multipart\/form-data$/,
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await submit(client, body);
      expect(res.code, String(msg)).toBe(400);
      expect(res.msg).toMatch(msg);
    }
    expect((await client.post('/v1/identity/submit', { docType: 'passport' })).body.msg).toMatch(/multipart\/form-data/);
    expect((await state(client)).status).toBe('none');
    expect((await readdir(path.join(dataDir, 'identity')).catch(() => [])).length).toBe(before);
    expect((await new Client(t.app).get('/v1/identity')).body.code).toBe(401);
  });

  it('holds withdrawals over the amount in 30 days to a verified identity', async () => {
    const { user } = await register(t.app, 'iw');
    await expect(checkIdentityNeed(t.db, user.id, new Decimal('500'), '500')).resolves.toBeUndefined();
    await expect(checkIdentityNeed(t.db, user.id, new Decimal('500.01'), '500')).rejects.toThrow(
      'Withdrawals worth more than 500.00 USD in 30 days need a verified identity: send your documents in your profile (Account, Identity)',
    );
    await t.db.query(
      `INSERT INTO withdrawals (user_id, coin, network, address, amount, fee, usd_value) VALUES ($1, 'USDT', 'TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', 400, 1, 400)`,
      [user.id],
    );
    await expect(checkIdentityNeed(t.db, user.id, new Decimal('150'), '500')).rejects.toThrow(/need a verified identity/);
    await t.db.query(
      `INSERT INTO identity_checks (user_id, doc_type, doc_number, document_file, selfie_file, status, reviewed_at)
       VALUES ($1, 'passport', 'AB12345', '${'a'.repeat(32)}.webp', '${'b'.repeat(32)}.webp', 'verified', now())`,
      [user.id],
    );
    await expect(checkIdentityNeed(t.db, user.id, new Decimal('100000'), '500')).resolves.toBeUndefined();
  });
});
