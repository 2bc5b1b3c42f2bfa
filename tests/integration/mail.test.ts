import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import type { CodeSentData } from '../../src/core/emailCodes';
import { buildOn, Client, createDatabase, BIRTH, PASSWORD, register, uniqueName, type TestApp } from './helpers';
import { DEMO_WALLET_KEYS, walletKeysEnv } from '../../server/wallet/derive';

/** Mail received by the test's own SMTP server. */
interface Received {
  to: string;
  subject: string;
  text: string;
}

// A real SMTP server inside the test process: the app sends over SMTP_URL as it would to a mail provider.
let smtp: SMTPServer;
const inbox: Received[] = [];
const waiters: (() => void)[] = [];
let t: TestApp;
let smtpDown = false;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (smtpDown) {
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]!.text : mail.to!.text;
          inbox.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildOn(await createDatabase({ migrated: true }), { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_ACCOUNT_LIMIT_MAX: '6' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The code of the newest mail to `address`, waiting for it to arrive. */
async function codeFor(address: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = inbox
      .filter((m) => m.to.toLowerCase() === address.toLowerCase())
      .slice(after)
      .at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${address}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

const mailsTo = (address: string) => inbox.filter((m) => m.to.toLowerCase() === address.toLowerCase()).length;

/** Moves a code's clock back so the next one may be asked for (the resend wait is a minute). */
async function ageCodes(email: string): Promise<void> {
  await t.db.query(`UPDATE email_codes SET created_at = created_at - interval '61 seconds' WHERE email = lower($1)`, [email]);
}

async function row(sql: string, params: unknown[]): Promise<Record<string, unknown> | undefined> {
  return (await t.db.query(sql, params)).rows[0];
}

describe('mail path and emailed codes (over real SMTP)', () => {
  it('sign-up with a mailed code: the code arrives over SMTP, verifies the address, and works once', async () => {
    const userName = uniqueName('mail');
    const email = `${userName}@Example.test`;
    const guest = new Client(t.app);
    const sent = await guest.post<CodeSentData>('/v1/user/mail/common/registerCode', { email });
    expect(sent.body).toMatchObject({ code: 200, data: { expiresInSec: 600, resendInSec: 60, devMailbox: false } });
    const code = await codeFor(email);
    const mail = inbox.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1)!;
    expect(mail.subject).toMatch(/sign-up code/);
    expect(mail.text).toMatch(/expires in 10 minutes/);
    // The outbox records the delivery; the code itself is stored only as an HMAC.
    expect(await row('SELECT sent_at IS NOT NULL AS sent, error FROM mail_outbox WHERE lower(to_address) = lower($1)', [email])).toEqual({
      sent: true,
      error: null,
    });
    const stored = await row('SELECT code_hash FROM email_codes WHERE email = lower($1)', [email]);
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await guest.post('/v1/user/register', { userName, email, password: PASSWORD, birth: BIRTH, code: wrong });
    expect(bad.body).toMatchObject({ code: 400, msg: 'The code is incorrect (4 tries left)' });
    expect(await row('SELECT 1 AS x FROM users WHERE user_name = $1', [userName])).toBeUndefined();
    const good = await guest.post<UserInfo>('/v1/user/register', { userName, email, password: PASSWORD, birth: BIRTH, code });
    expect(good.body.code).toBe(200);
    expect(good.body.data!.emailAuth).toBe(1);
    // Used up: the same code cannot verify a second sign-up.
    const again = await new Client(t.app).post('/v1/user/register', {
      userName: uniqueName('mail'),
      email: `x${email}`,
      password: PASSWORD,
      birth: BIRTH,
      code,
    });
    expect(again.body).toMatchObject({ code: 400, msg: 'No valid code for this email: ask for a new one' });
  });

  it('a registered address gets no sign-up code; a code a minute; five wrong tries end the code', async () => {
    const { user } = await register(t.app, 'taken');
    const guest = new Client(t.app);
    expect((await guest.post('/v1/user/mail/common/registerCode', { email: user.email })).body).toMatchObject({
      code: 400,
      msg: 'email is already registered',
    });
    const email = `${uniqueName('wait')}@example.test`;
    expect((await guest.post('/v1/mail/common/code', { email, type: 'register' })).body.code).toBe(200);
    const first = await codeFor(email);
    const soon = await guest.post('/v1/user/mail/common/registerCode', { email });
    expect(soon.body.code).toBe(429);
    expect(soon.body.msg).toMatch(/^A code was just sent; ask for another in \d+ s$/);
    expect(mailsTo(email)).toBe(1);
    const wrong = first === '999999' ? '888888' : '999999';
    const userName = uniqueName('wait');
    for (let i = 0; i < 5; i++) {
      const r = await guest.post('/v1/user/register', { userName, email, password: PASSWORD, birth: BIRTH, code: wrong });
      expect(r.body.code).toBe(400);
    }
    // The right code no longer helps once five wrong ones were tried.
    expect((await guest.post('/v1/user/register', { userName, email, password: PASSWORD, birth: BIRTH, code: first })).body).toMatchObject({
      code: 400,
      msg: 'No valid code for this email: ask for a new one',
    });
    // A new code replaces the dead one and works.
    await ageCodes(email);
    expect((await guest.post('/v1/user/mail/common/registerCode', { email })).body.code).toBe(200);
    const second = await codeFor(email, 1);
    expect((await guest.post('/v1/user/register', { userName, email, password: PASSWORD, birth: BIRTH, code: second })).body.code).toBe(
      200,
    );
  });

  it('brute force is capped: the sends per address run out, so at most 5 guesses per code and 6 codes an hour', async () => {
    const email = `${uniqueName('brut')}@example.test`;
    const guest = new Client(t.app, { ip: '10.9.0.1' });
    for (let i = 0; i < 6; i++) {
      expect((await guest.post('/v1/user/mail/common/registerCode', { email })).body.code).toBe(200);
      await ageCodes(email);
    }
    const over = await guest.post('/v1/user/mail/common/registerCode', { email });
    expect(over.body.code).toBe(429);
    expect(over.body.msg).toMatch(/^Too many emails requested for this account, try again in \d+ minutes?$/);
    expect(await row(`SELECT count(*)::int AS n FROM email_codes WHERE email = lower($1)`, [email])).toEqual({ n: 1 });
  });

  it('verifying the address of an account; an email change needs a code from the old and from the new address', async () => {
    const { client, user } = await register(t.app, 'chg');
    expect(user.emailAuth).toBe(0);
    expect((await client.post('/v1/user/mail/common/code', { type: 'validateEmail' })).body.code).toBe(200);
    const verify = await codeFor(user.email);
    expect((await client.post<UserInfo>('/v1/user/validateEmail', { code: verify })).body).toMatchObject({
      code: 200,
      data: { emailAuth: 1 },
    });
    expect((await client.post('/v1/user/validateEmail', { code: verify })).body).toMatchObject({
      code: 400,
      msg: 'Your email is already verified',
    });

    const next = `${uniqueName('new')}@example.test`;
    const sentOld = inbox.length;
    expect((await client.post('/v1/user/mail/common/code', { type: 'changeEmail' })).body.code).toBe(200);
    expect((await client.post('/v1/mail/common/code', { email: next, type: 'changeEmail' })).body.code).toBe(200);
    const oldCode = await codeFor(user.email, mailsTo(user.email) - 1);
    const newCode = await codeFor(next);
    expect(inbox.length).toBe(sentOld + 2);
    // Codes swapped between the addresses are refused and change nothing.
    const swapped = await client.post('/v1/user/changeEmail', { email: next, oldCode: newCode, newCode: oldCode });
    expect(swapped.body.code).toBe(400);
    expect(await row('SELECT email FROM users WHERE id = $1', [user.id])).toEqual({ email: user.email });
    const changed = await client.post<UserInfo>('/v1/user/changeEmail', { email: next, oldCode, newCode });
    expect(changed.body).toMatchObject({ code: 200, data: { email: next, emailAuth: 1 } });
    // The old address is told.
    await codeFor(next); // (already there)
    const notice = inbox.filter((m) => m.to.toLowerCase() === user.email.toLowerCase()).at(-1)!;
    expect(notice.subject).toBe('Your HighStakes email was changed');
    // The account now logs in with the new address.
    expect((await new Client(t.app).post('/v1/user/login', { userName: next, password: PASSWORD })).body.code).toBe(200);
  });

  it('an address of another account cannot be the new one; guests cannot ask for account codes', async () => {
    const { client } = await register(t.app, 'oth');
    const { user: other } = await register(t.app, 'oth');
    expect((await client.post('/v1/mail/common/code', { email: other.email, type: 'changeEmail' })).body).toMatchObject({
      code: 400,
      msg: 'email is already registered',
    });
    const guest = new Client(t.app);
    expect((await guest.post('/v1/mail/common/code', { email: 'a@example.test', type: 'changeEmail' })).body.code).toBe(401);
    expect((await guest.post('/v1/user/mail/common/code', { type: 'validateEmail' })).body.code).toBe(401);
    expect((await guest.post('/v1/user/validateEmail', { code: '123456' })).body.code).toBe(401);
    expect((await guest.post('/v1/user/changeEmail', { email: 'a@example.test', oldCode: '123456', newCode: '123456' })).body.code).toBe(
      401,
    );
  });

  it('an SMTP failure answers 503, records the error, and drops the code: the next try at once delivers', async () => {
    const email = `${uniqueName('down')}@example.test`;
    smtpDown = true;
    try {
      const r = await new Client(t.app).post('/v1/user/mail/common/registerCode', { email });
      expect(r.body).toMatchObject({ code: 503, msg: 'The email could not be sent, please try again later' });
    } finally {
      smtpDown = false;
    }
    expect((await row('SELECT error FROM mail_outbox WHERE lower(to_address) = lower($1)', [email]))!.error).toMatch(/mailbox unavailable/);
    expect((await new Client(t.app).post('/v1/user/mail/common/registerCode', { email })).body.code).toBe(200);
    expect(await codeFor(email)).toMatch(/^\d{6}$/);
  });

  it('the dev mailbox is served in demo mode only', async () => {
    const mailbox = await new Client(t.app).get<{ delivers: boolean; list: { to: string; subject: string }[] }>('/api/dev/mailbox');
    expect(mailbox.body.code).toBe(200);
    expect(mailbox.body.data!.delivers).toBe(true);
    expect(mailbox.body.data!.list.length).toBeGreaterThan(0);
    const live = await buildOn(t.url, { DEMO_MODE: '0', ...walletKeysEnv(DEMO_WALLET_KEYS) });
    try {
      expect((await new Client(live.app).get('/api/dev/mailbox')).body.code).toBe(404);
    } finally {
      await live.close();
    }
  });
});
