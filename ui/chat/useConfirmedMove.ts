import { useRef, useState } from 'react';
import { keyFor, type CallResult, type ConfirmedMove } from '../../src/app/actions/chatCalls';

/** The steps of a money dialog: the form, the confirm step that states what is sent, the answer. */
export type MoveStep = 'form' | 'confirm' | 'done';

/** The form a move is reviewed from: whether it has a problem, and how to show its problems. */
export interface MoveForm {
  problem: string | null;
  showProblems(): void;
}

/** Options of useConfirmedMove. */
export interface ConfirmedMoveOptions<T> {
  form: MoveForm;
  /** Opens at the confirm step (a prefilled command whose form is valid). */
  confirmFirst: boolean;
  /** A reason the move cannot be made whatever the form says (e.g. a tip to oneself). */
  blocked?: boolean;
  /** What the move sends: the same signature keeps the same idempotency key. */
  signature(): string;
  /** Sends the confirmed move with its key. */
  call(move: ConfirmedMove): Promise<CallResult<T>>;
}

/**
 * The flow a tip and a rain share: review (form problems shown, the confirm step when there are none), edit (back to
 * the form), send (once at a time; the server's refusal shown on the confirm step, the answer on the done step).
 * A retry of the same confirmed move reuses its idempotency key, so a move whose answer was lost is never made twice.
 */
export function useConfirmedMove<T>({ form, confirmFirst, blocked = false, signature, call }: ConfirmedMoveOptions<T>) {
  const [step, setStep] = useState<MoveStep>(confirmFirst && !form.problem && !blocked ? 'confirm' : 'form');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const [answer, setAnswer] = useState<T | null>(null);
  const move = useRef<ConfirmedMove | null>(null);

  const review = () => {
    form.showProblems();
    if (form.problem || blocked) return;
    setServerError('');
    setStep('confirm');
  };
  const edit = () => {
    setServerError('');
    setStep('form');
  };
  const send = async () => {
    if (busy) return;
    move.current = keyFor(move.current, signature());
    setBusy(true);
    setServerError('');
    const outcome = await call(move.current);
    setBusy(false);
    if (!outcome.ok) {
      setServerError(outcome.message);
      return;
    }
    setAnswer(outcome.data);
    setStep('done');
  };
  return { step, busy, serverError, answer, review, edit, send };
}
