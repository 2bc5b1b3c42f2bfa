import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_AES_IV, DEV_AES_KEY } from '../../src/core/aesConfig';
import { Decimal } from '../../src/core/money';
import { SHARE_CODE_RULE, type InviteInfo, type InvitedPage, type ReferralPayment } from '../../src/core/promotions';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoCore from 'crypto-js/core.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import { Client, createTestApp, diceBody, ledgerMismatches, BIRTH, PASSWORD, uniqueName, type TestApp } from './helpers';

// Referrals on PostgreSQL: share codes, the invitee's registration (affiliate tag and partner kept, self-referrals
// blocked), commission exact on deposit-funded house edge, claims, the share picture and card.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The stag cookie as the browser stores it: AES-CBC / PKCS7 under the site's key, base64, URL-encoded. */
const stagCookie = (tag: string) =>
  encodeURIComponent(
    AES.encrypt(tag, Utf8.parse(DEV_AES_KEY), { iv: Utf8.parse(DEV_AES_IV), mode: CryptoCore.mode.CBC, padding: Pkcs7 }).toString(),
  );

async function signUp(ip: string, sharCode?: string, cookies: Record<string, string> = {}) {
  const client = new Client(t.app, { ip });
  for (const [k, v] of Object.entries(cookies)) client.cookies.set(k, v);
  const userName = uniqueName('rf');
  const res = await client.post<{ id: number; userName: string }>('/v1/user/register', {
    userName,
    email: `${userName}@example.test`,
    password: PASSWORD,
    birth: BIRTH,
    ...(sharCode ? { sharCode } : {}),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return { client, user: res.body.data! };
}

const ip = () => `198.51.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

describe('referrals', () => {
  it('share code once, invitee with tag and partner, commission exact on deposit stakes only, claimed once', async () => {
    const inviter = await signUp(ip());
    const code = `C${randomBytes(4).toString('hex').toUpperCase()}`;
    const info = await inviter.client.post<InviteInfo>('/v1/user/getMyInviteUserInfo', {});
    expect(info.body.data).toMatchObject({ custom: false, rate: '0.10', invited: 0, claimableUsd: '0.00' });
    expect((await inviter.client.get(`/v1/user/updateShareCode?shareCode=ab`)).body).toMatchObject({
      code: 400,
      msg: `shareCode: ${SHARE_CODE_RULE}`,
    });
    const set = await inviter.client.get<InviteInfo>(`/v1/user/updateShareCode?shareCode=${code.toLowerCase()}`);
    expect(set.body.data).toMatchObject({ shareCode: code, custom: true, link: `/?sharCode=${code}` });
    expect((await inviter.client.get(`/v1/user/updateShareCode?shareCode=OTHER123`)).body).toMatchObject({
      code: 400,
      msg: 'You have already chosen your share code; it cannot change',
    });
    const rival = await signUp(ip());
    expect((await rival.client.get(`/v1/user/updateShareCode?shareCode=${code}`)).body).toMatchObject({
      code: 400,
      msg: 'This share code is taken: choose another',
    });

    const invitee = await signUp(ip(), code, { stag: stagCookie('aff-42'), partner: 'stream-partner-7' });
    const { rows: origin } = await t.db.query('SELECT stag, partner, referred_by FROM users WHERE id = $1', [invitee.user.id]);
    expect(origin[0]).toEqual({ stag: 'aff-42', partner: 'stream-partner-7', referred_by: inviter.user.id });

    // Three deposit stakes count; a stake of bonus money does not.
    for (const amount of ['10', '7.5', '2.25'])
      expect((await invitee.client.post('/api/games/dice/bet', diceBody(amount))).body.code).toBe(200);
    await t.db.query(
      `SELECT * FROM move_money(p_user => $1, p_coin => 'USDT', p_kind => 'BONUS', p_product => 'promotions', p_credit => 5,
                                p_credit_reason => 'bonus_credit', p_ref => 'test')`,
      [invitee.user.id],
    );
    expect((await invitee.client.post('/api/games/dice/bet', diceBody('5', { balanceType: 'BONUS' }))).body.code).toBe(200);
    // 19.75 USD wagered at a 1% edge: 0.1975 USD of edge, 10% of it is 0.01975 USD.
    const page = await inviter.client.get<InvitedPage>('/v1/user/getMyInviteUserRefer?page=1&size=10');
    expect(page.body.data).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(page.body.data!.list[0]).toMatchObject({ bets: 3, wageredUsd: '19.75', commissionUsd: '0.0197', status: 'active' });
    const { rows } = await t.db.query('SELECT commission_usd FROM referrals WHERE invitee_id = $1', [invitee.user.id]);
    expect(new Decimal(rows[0].commission_usd).eq('0.01975')).toBe(true);

    const claimed = await inviter.client.post<ReferralPayment>('/v1/user/userReferralReward', { coin: 'USDT' });
    expect(claimed.body.data).toEqual({ usd: '0.01', coin: 'USDT', amount: '0.01975' });
    expect((await inviter.client.post('/v1/user/userReferralReward', { coin: 'USDT' })).body).toMatchObject({
      code: 400,
      msg: 'Nothing to claim yet: commission is paid from 0.01 USD',
    });
    const after = await inviter.client.post<InviteInfo>('/v1/user/getMyInviteUserInfo', {});
    expect(after.body.data).toMatchObject({ invited: 1, active: 1, wageredUsd: '19.75', claimedUsd: '0.01', claimableUsd: '0.00' });
    const { rows: ledger } = await t.db.query(`SELECT delta FROM ledger WHERE user_id = $1 AND reason = 'referral_commission'`, [
      inviter.user.id,
    ]);
    expect(ledger.map((r) => new Decimal(r.delta).toFixed())).toEqual(['0.01975']);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("self-referrals (the inviter's address or browser) are kept but earn nothing; 10 racing claims pay once", async () => {
    const inviterIp = ip();
    const inviter = await signUp(inviterIp);
    const { rows: codeRow } = await t.db.query('SELECT share_code FROM users WHERE id = $1', [inviter.user.id]);
    const code = codeRow[0].share_code as string;
    const sameAddress = await signUp(inviterIp, code);
    const sameBrowser = await signUp(ip(), code, { hs_dev: inviter.client.cookies.get('hs_dev')! });
    const real = await signUp(ip(), code);
    const { rows } = await t.db.query(
      'SELECT invitee_id, status, blocked_reason FROM referrals WHERE inviter_id = $1 ORDER BY invitee_id',
      [inviter.user.id],
    );
    expect(rows).toEqual([
      { invitee_id: sameAddress.user.id, status: 'blocked', blocked_reason: 'Registered from a network address the inviter uses' },
      { invitee_id: sameBrowser.user.id, status: 'blocked', blocked_reason: 'Registered in a browser the inviter uses' },
      { invitee_id: real.user.id, status: 'active', blocked_reason: null },
    ]);
    for (const p of [sameAddress, sameBrowser, real])
      expect((await p.client.post('/api/games/dice/bet', diceBody('100'))).body.code).toBe(200);
    const info = await inviter.client.post<InviteInfo>('/v1/user/getMyInviteUserInfo', {});
    expect(info.body.data).toMatchObject({ invited: 3, active: 1, blocked: 2, commissionUsd: '0.10', claimableUsd: '0.10' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => inviter.client.post('/v1/user/userReferralReward', {})));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const { rows: paid } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'referral_commission'`, [
      inviter.user.id,
    ]);
    expect(paid[0].n).toBe(1);
  });

  it('share picture upload and the generated card', async () => {
    const inviter = await signUp(ip());
    const info = (await inviter.client.post<InviteInfo>('/v1/user/getMyInviteUserInfo', {})).body.data!;
    const card = await t.app.inject({ method: 'GET', url: info.card });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect((await t.app.inject({ method: 'GET', url: '/media/share-cards/NOSUCHCODE1.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/share-cards/..%2Fetc.png' })).statusCode).toBe(404);

    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const boundary = `----hs${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/home/updateShareImg',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: inviter.client.cookieHeader() },
      remoteAddress: '198.51.100.1',
    });
    const uploaded = { body: res.json() as { code: number; msg: string; data: InviteInfo | null } };
    expect(uploaded.body.code, uploaded.body.msg).toBe(200);
    const img = uploaded.body.data!.shareImg!;
    expect(img).toMatch(/^\/media\/share-images\/[0-9a-f]{32}\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: img });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    const withPicture = await t.app.inject({ method: 'GET', url: info.card });
    expect(withPicture.statusCode).toBe(200);
    expect(withPicture.rawPayload.equals(card.rawPayload)).toBe(false);
    expect((await inviter.client.post('/v1/home/updateShareImg', { img: 'x' })).body).toMatchObject({
      code: 400,
      msg: 'Send the picture as multipart/form-data in the field "file"',
    });
  });
});
