import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import { buildOn, Client, createDatabase, register, type TestApp } from './helpers';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'avatars-'));
  t = await buildOn(await createDatabase({ migrated: true }), { DATA_DIR: dataDir });
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file part. */
function multipart(bytes: Buffer, filename: string, type: string, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----avatar${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(client: Client, bytes: Buffer, filename = 'me.jpg', type = 'image/jpeg', field = 'file') {
  const { payload, headers } = multipart(bytes, filename, type, field);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/user/updateImgUrl',
    payload,
    headers: { ...headers, cookie: client.cookieHeader() },
  });
  return res.json() as { code: number; msg: string; data: UserInfo | null };
}

/** A 600x400 JPEG carrying a GPS position and a camera name in its EXIF, as a phone photo does. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 200, b: 120 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9', Copyright: 'Jane Player' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

describe('avatar upload', () => {
  it('re-encodes a photo to a 256 px WebP square without its metadata, and serves it with a long cache', async () => {
    const { client } = await register(t.app, 'ava');
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    const answer = await upload(client, photo);
    expect(answer.code).toBe(200);
    const imgUrl = answer.data!.imgUrl;
    expect(imgUrl).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: imgUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toMatch(/PhoneMaker|Pocket 9|Jane Player|GPS/);
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.imgUrl).toBe(imgUrl);
  });

  it('refuses a non-image, an SVG with script, an oversized file and a wrong field, changing nothing', async () => {
    const { client, user } = await register(t.app, 'avb');
    const files = (await readdir(path.join(dataDir, 'avatars')).catch(() => [])).length;
    const cases: [Buffer, string, string, string, RegExp][] = [
      [Buffer.from('just some text, not a picture'), 'note.jpg', 'image/jpeg', 'file', /not a picture we can read/],
      [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
        'x.svg',
        'image/svg+xml',
        'file',
        /SVG files are not accepted/,
      ],
      [Buffer.alloc(20 * 1024 * 1024, 0xff), 'huge.jpg', 'image/jpeg', 'file', /larger than 5 MB/],
      [await phonePhoto(), 'me.jpg', 'image/jpeg', 'picture', /field "file"/],
      [Buffer.alloc(0), 'empty.png', 'image/png', 'file', /empty/],
    ];
    for (const [bytes, name, type, field, msg] of cases) {
      const answer = await upload(client, bytes, name, type, field);
      expect(answer.code, name).toBe(400);
      expect(answer.msg, name).toMatch(msg);
    }
    // JSON instead of multipart.
    expect((await client.post('/v1/user/updateImgUrl', { imgUrl: 'https://evil.test/x.png' })).body.code).toBe(400);
    expect((await t.db.query('SELECT img_url FROM users WHERE id = $1', [user.id])).rows[0].img_url).toBe('');
    expect((await readdir(path.join(dataDir, 'avatars')).catch(() => [])).length).toBe(files);
    // A guest cannot upload; names outside the stored pattern are not served.
    expect((await upload(new Client(t.app), await phonePhoto())).code).toBe(401);
    for (const url of ['/media/avatars/..%2F..%2Fetc%2Fpasswd', '/media/avatars/abc.webp', '/media/avatars/%00.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
