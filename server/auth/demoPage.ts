import { demoHtmlPage, escapeHtml } from '../lib/demoHtml';

/** The demo sign-in page's name field, read. */
export type DemoName = { ok: true; display: string; accountId: string } | { ok: false; reason: 'empty' | 'chars' | 'length' };

/** A display name of 3 to 20 letters, digits, spaces, dots, dashes or underscores; the account id is its lower-case slug. */
export function parseDemoName(raw: string): DemoName {
  const display = raw.trim().replace(/\s+/g, ' ');
  if (!display) return { ok: false, reason: 'empty' };
  if (display.length < 3 || display.length > 20) return { ok: false, reason: 'length' };
  if (!/^[\p{L}\p{N} ._-]+$/u.test(display)) return { ok: false, reason: 'chars' };
  const slug = display
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  if (!slug) return { ok: false, reason: 'chars' };
  return { ok: true, display, accountId: `demo-${slug}` };
}

/** What the page says about a refused name. */
export function demoNameError(reason: 'empty' | 'chars' | 'length'): string {
  if (reason === 'empty') return 'Enter a name to sign in with.';
  if (reason === 'length') return 'The name must be 3 to 20 characters.';
  return 'Use letters, digits, spaces, dots, dashes or underscores.';
}

const escape = escapeHtml;

// The sign-in pages' own rules beside the shared look (server/lib/demoHtml.ts).
const STYLE = `  main { max-width: 380px; }
  p { margin: 0 0 18px; color: #a9b8c6; }
  .actions { display: flex; gap: 10px; margin-top: 20px; }
  button { flex: 1; font: inherit; font-weight: 700; border: 0; border-radius: 10px; padding: 12px; cursor: pointer; }`;

/** A page of the demo provider: its head, its card. */
function page(title: string, card: string): string {
  return demoHtmlPage({ title, badge: 'Demo sign-in', card, style: STYLE });
}

/** The page of a sign-in that cannot go on (expired, refused, malformed). */
export function demoErrorPage(message: string): string {
  return page(
    'Demo sign-in',
    `  <h1>This sign-in cannot go on</h1>
  <p class="error" role="alert">${escape(message)}</p>
  <small>Close this window and start the sign-in again from the site.</small>`,
  );
}

/** The sign-in page of the local demo provider: no script, styles inline, one field. */
export function demoSignInPage(p: { label: string; action: string; error: string; name: string }): string {
  const label = escape(p.label);
  return page(
    `Demo sign-in · ${p.label}`,
    `  <h1>Continue with ${label}</h1>
  <p>This local sign-in stands in for ${label} while the site runs in demo mode. Pick any name: the same name signs you in to the same account again.</p>
  <form method="post" action="${escape(p.action)}">
    <label for="name">Display name</label>
    <input id="name" name="name" autocomplete="nickname" autofocus required minlength="3" maxlength="20" value="${escape(p.name)}"${p.error ? ' aria-invalid="true" aria-describedby="name-error"' : ''}>
    ${p.error ? `<p class="error" id="name-error" role="alert">${escape(p.error)}</p>` : ''}
    <div class="actions">
      <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      <button class="primary" type="submit" name="action" value="sign-in">Sign in</button>
    </div>
  </form>
  <small>No password, no data leaves this server.</small>`,
  );
}
