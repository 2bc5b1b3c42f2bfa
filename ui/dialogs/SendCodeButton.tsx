import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DEV_MAILBOX_PATH } from '../../src/core/emailCodes';
import type { CodeRequest } from '../../src/app/actions/mailCodes';

/** Props of SendCodeButton. */
export interface SendCodeButtonProps {
  /** Asks the server to mail the code; null when the form is not ready (the field's own error says why). */
  send: () => Promise<CodeRequest> | null;
  /** A refusal's text, for the field the code belongs to. */
  onError: (message: string) => void;
  /** Called once a code is on its way; devMailbox: it stayed in the outbox, where the dev mailbox shows it. */
  onSent?: (sent: { devMailbox: boolean }) => void;
  label?: string;
  testId?: string;
}

/** In demo mode, where mail stays in the server's outbox: a link to the page that shows it, opened in a new tab. */
export function DevMailboxLink() {
  return (
    <Link className="dev-mailbox-link" to={DEV_MAILBOX_PATH} target="_blank" rel="noopener">
      Demo: open the dev mailbox
    </Link>
  );
}

/** "Send code", then a count-down until another may be asked for ("Resend in 42 s"), then "Resend code". */
export function SendCodeButton({ send, onError, onSent, label = 'Send code', testId }: SendCodeButtonProps) {
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => void (timer.current && clearInterval(timer.current)), []);

  const countDown = (seconds: number) => {
    if (timer.current) clearInterval(timer.current);
    setWait(seconds);
    timer.current = setInterval(() => {
      setWait((w) => {
        if (w <= 1 && timer.current) {
          clearInterval(timer.current);
          timer.current = null;
        }
        return Math.max(0, w - 1);
      });
    }, 1000);
  };

  const click = async () => {
    if (busy || wait > 0) return;
    const call = send();
    if (!call) return;
    setBusy(true);
    try {
      const result = await call;
      if (result.ok) {
        setSent(true);
        countDown(result.resendInSec);
        onSent?.({ devMailbox: result.devMailbox });
      } else {
        onError(result.message);
        if (result.retryInSec) countDown(result.retryInSec);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn--outline send-code" onClick={click} disabled={busy || wait > 0} data-testid={testId}>
      {busy ? 'Sending…' : wait > 0 ? `Resend in ${wait} s` : sent ? 'Resend code' : label}
    </button>
  );
}
