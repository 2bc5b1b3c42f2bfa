import type { Transporter } from 'nodemailer';
import type { OutboxMail } from '../../src/core/emailCodes';
import { ApiError } from '../errors';
import type { Queryable } from '../db/pool';

/** One mail: plain text, to one address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The SMTP side of the mail path: anything that delivers a mail (nodemailer's transporter). */
export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * Sends mail. Every mail is written to mail_outbox first; with an SMTP transport it is then delivered and the row
 * records when (or the error). Without one (the embedded default) the outbox is where mail ends: in demo mode the dev
 * mailbox page shows it. A delivery failure answers 503 to the request that asked for the mail.
 */
export class Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** True when mail leaves the server over SMTP; false when it stays in the outbox. */
  get delivers(): boolean {
    return this.transport !== null;
  }

  async send(mail: Mail): Promise<void> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id',
      [mail.to, mail.subject, mail.text],
    );
    const id = rows[0]!.id;
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      this.onError(error);
      await this.db.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [id, String((error as Error).message ?? error).slice(0, 500)]);
      throw new ApiError(503, 'The email could not be sent, please try again later');
    }
    await this.db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id]);
  }

  /** The latest mails of the outbox, newest first; only those to `to` when given. */
  async latest(to: string | null, limit = 50): Promise<OutboxMail[]> {
    const { rows } = await this.db.query<{
      id: string;
      to_address: string;
      subject: string;
      body: string;
      created_at: Date;
      sent_at: Date | null;
    }>(
      `SELECT id, to_address, subject, body, created_at, sent_at FROM mail_outbox
        WHERE $1::text IS NULL OR lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2`,
      [to, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.body,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
    }));
  }
}
