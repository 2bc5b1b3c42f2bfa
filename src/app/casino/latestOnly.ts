/** A runner that keeps one call in flight and answers only the latest input (see latestOnly). */
export interface LatestRunner<A> {
  /** Asks for `arg`: sent now when nothing is in flight, else sent once the call in flight answers. */
  run(arg: A): void;
  /** Drops what is waiting and ignores the answer in flight (the input was cleared). */
  cancel(): void;
  /** Calls sent so far (what a screen costs the server). */
  readonly sent: number;
}

/**
 * One call in flight at most, and only the latest input answered: a call asked for while another is on its way waits
 * for it and replaces any call waiting before it; the answer of a call that was overtaken meanwhile is not delivered.
 * Typing fast therefore costs one call per answer the player can see, never one per keystroke.
 */
export function latestOnly<A, R>(call: (arg: A) => Promise<R>, deliver: (arg: A, result: R) => void): LatestRunner<A> {
  let inFlight = false;
  let waiting: { arg: A } | null = null;
  let generation = 0;
  let sent = 0;

  const start = (arg: A) => {
    inFlight = true;
    sent++;
    const mine = generation;
    const settle = (result: { ok: true; value: R } | { ok: false }) => {
      inFlight = false;
      const next = waiting;
      waiting = null;
      if (next) start(next.arg);
      else if (result.ok && mine === generation) deliver(arg, result.value);
    };
    call(arg).then(
      (value) => settle({ ok: true, value }),
      () => settle({ ok: false }),
    );
  };

  return {
    run(arg) {
      if (inFlight) waiting = { arg };
      else start(arg);
    },
    cancel() {
      waiting = null;
      generation++;
    },
    get sent() {
      return sent;
    },
  };
}
