import { CLIENT_LOG } from '../../core/accountSessions';
import { currentClientLogs } from '../api/games';
import type { ErrorReporter } from './errorReport';

/**
 * The error reporter that sends reported errors to the server (POST /v1/user/currentClientLogs): at most
 * CLIENT_LOG.perPage a page load, the same message once, each field cut to the server's caps. Sending never reports.
 */
export function serverReporter(send = currentClientLogs, href = () => window.location.href): ErrorReporter {
  const seen = new Set<string>();
  return (message, error) => {
    const text = `${message} ${error instanceof Error ? error.message : String(error)}`.slice(0, CLIENT_LOG.messageMax);
    if (seen.has(text) || seen.size >= CLIENT_LOG.perPage) return;
    seen.add(text);
    const stack = error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_LOG.stackMax) : undefined;
    void send({ level: 'error', message: text, url: href().slice(0, CLIENT_LOG.urlMax), ...(stack ? { stack } : {}) }).catch(
      () => undefined,
    );
  };
}
