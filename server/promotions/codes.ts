import type pg from 'pg';
import { coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import { badRequest, isUniqueViolation } from '../errors';
import { applyMovements, type AppliedMovement } from '../money/moves';
import { creditBonus } from './bonusMoney';

/*
 * Redemption codes (migration 030): a code pays its amount at most `uses` times in all and once per player. The use
 * count is taken by one conditional UPDATE of the code's row (a redemption waits for a concurrent one, then checks the
 * count again), and the player's use row is unique: 100 racing redemptions of a code with 10 uses pay exactly 10.
 */

/** A bonus_codes row. */
export interface CodeRow {
  code: string;
  coin: Coin;
  amount: string;
  balance_kind: BalanceType;
  multiplier: string;
  uses: number;
  used: number;
  expires_at: Date | null;
  note: string;
  created_at: Date;
  ended_at: Date | null;
}

/** The one message of a code that pays nothing, whatever the reason: guessing codes learns nothing. */
export const CODE_INVALID = 'This code is not valid or has expired';

/** Bonus money from a code is wagered at this reference edge (house games count in full). */
const CODE_REFERENCE_EDGE = new Decimal('0.01');

/** Redeems a code for the player in the caller's transaction; answers what it paid and the bonus it went to. */
export async function redeemCode(
  client: pg.PoolClient,
  userId: number,
  code: string,
  now: Date,
): Promise<{ row: CodeRow; applied: AppliedMovement[]; bonusId: number | null }> {
  const { rows } = await client.query<CodeRow>(
    `UPDATE bonus_codes SET used = used + 1
      WHERE code = $1 AND ended_at IS NULL AND (expires_at IS NULL OR expires_at > $2) AND used < uses
     RETURNING code, coin, amount, balance_kind, multiplier, uses, used, expires_at, note, created_at, ended_at`,
    [code, now],
  );
  const row = rows[0];
  if (!row) {
    const seen = await client.query('SELECT 1 FROM bonus_code_uses WHERE code = $1 AND user_id = $2', [code, userId]);
    throw badRequest(seen.rowCount ? 'You have already redeemed this code' : CODE_INVALID);
  }
  const amount = new Decimal(row.amount);
  const ref = `code:${row.code}`;
  let applied: AppliedMovement[];
  let bonusId: number | null = null;
  if (row.balance_kind === 'BONUS') {
    const credited = await creditBonus(
      client,
      userId,
      row.coin,
      amount,
      {
        source: 'code',
        promotionId: null,
        title: `Code ${row.code}`,
        multiplier: new Decimal(row.multiplier),
        referenceEdge: CODE_REFERENCE_EDGE,
        maxBetUsd: null,
        product: null,
        games: null,
        counts: 'any',
        expiresAt: null,
      },
      { reason: 'code_redeem', product: 'promotions', ref },
      now,
    );
    applied = credited.applied;
    bonusId = credited.bonusId;
  } else {
    applied = await applyMovements(client, [
      { userId, coin: row.coin, kind: 'DEPOSIT', delta: amount, reason: 'code_redeem', product: 'promotions', ref },
    ]);
  }
  const ledgerId = applied.find((a) => a.reason === 'code_redeem')!.ledgerId;
  try {
    await client.query('INSERT INTO bonus_code_uses (code, user_id, ledger_id, bonus_id) VALUES ($1, $2, $3, $4)', [
      row.code,
      userId,
      ledgerId,
      bonusId,
    ]);
  } catch (error) {
    if (isUniqueViolation(error, 'bonus_code_uses_pkey')) throw badRequest('You have already redeemed this code');
    throw error;
  }
  return { row, applied, bonusId };
}

/** A code's amount as text. */
export const codeAmount = (row: Pick<CodeRow, 'amount' | 'coin'>): string => trimZeros(toFixedDown(row.amount, coinDecimals(row.coin)));
