import { useEffect, useState } from 'react';
import type { Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import type { PayOrder } from '../../src/core/wallet/api';
import { useStore } from '../../src/app/store';
import { readOrder } from '../../src/app/actions/walletCalls';

/** How often an order that is not final is read again when no balance push comes first. */
export const ORDER_POLL_MS = 4000;

/** What the order dialog shows: the order (with a note when the last refresh failed), or why there is none. */
export type OrderState =
  | { kind: 'loading' }
  | { kind: 'order'; order: PayOrder; refreshFailed: boolean }
  | { kind: 'missing' }
  | { kind: 'login' }
  | { kind: 'failed'; message: string };

/** True once an order can change no more: credited, failed, expired, or partially paid and credited. */
export function isFinalOrder(order: Pick<PayOrder, 'status' | 'creditedAmount' | 'review'>): boolean {
  // A payment held for review waits for an operator's decision whatever its status; a rejection is final.
  if (order.review === 'held') return false;
  if (order.review === 'rejected') return true;
  if (order.status === 'finished' || order.status === 'failed' || order.status === 'expired') return true;
  return order.status === 'partially_paid' && new Decimal(order.creditedAmount || '0').gt(0);
}

/**
 * The live status of a buy-crypto order while its dialog is open: read at once, then again on each balance push (type
 * 3) for its coin and otherwise every 4 s, until it is final, unknown, or the dialog closes. One read at a time: a push
 * during a read asks for one more read after it.
 */
export function useOrderStatus(orderId: string | null): OrderState {
  const [state, setState] = useState<{ id: string | null; view: OrderState }>({ id: orderId, view: { kind: 'loading' } });
  useEffect(() => {
    if (orderId === null) return;
    let live = true;
    let busy = false;
    let again = false;
    let done = false;
    let coin: Coin | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const clear = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const read = async () => {
      if (!live || done) return;
      if (busy) {
        again = true;
        return;
      }
      clear();
      busy = true;
      again = false;
      const outcome = await readOrder(orderId);
      busy = false;
      if (!live) return;
      if (outcome.kind === 'order') {
        coin = outcome.order.coin;
        done = isFinalOrder(outcome.order);
        setState({ id: orderId, view: { kind: 'order', order: outcome.order, refreshFailed: false } });
      } else if (outcome.kind === 'failed') {
        // A failed refresh keeps the order on screen and tries again on the next tick.
        setState((s) =>
          s.id === orderId && s.view.kind === 'order'
            ? { id: orderId, view: { ...s.view, refreshFailed: true } }
            : { id: orderId, view: { kind: 'failed', message: outcome.message } },
        );
      } else {
        done = true;
        setState({ id: orderId, view: { kind: outcome.kind } });
      }
      if (done) return;
      if (again) void read();
      else timer = setTimeout(() => void read(), ORDER_POLL_MS);
    };
    // A credit reaches the wallet as a balance push (type 3) that the wallet applies: a change of the confirmed balance
    // of the order's coin is the cue to read again (before the first answer the coin is unknown: any change may be it).
    const amountOf = (rows: readonly { coin: Coin; amount: string }[], c: Coin) => rows.find((r) => r.coin === c)?.amount;
    const stopHints = useStore.subscribe((s, prev) => {
      if (s.confirmedBalances === prev.confirmedBalances) return;
      if (coin === null || amountOf(s.confirmedBalances, coin) !== amountOf(prev.confirmedBalances, coin)) void read();
    });
    void read();
    return () => {
      live = false;
      clear();
      stopHints();
    };
  }, [orderId]);
  return state.id === orderId ? state.view : { kind: 'loading' };
}
