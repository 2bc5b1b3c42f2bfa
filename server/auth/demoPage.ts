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

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f1923; color: #e8eef5;
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 16px; }
  main { width: 100%; max-width: 380px; background: #1a2733; border: 1px solid #2a3a48; border-radius: 14px; padding: 28px 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
    color: #0f1923; background: #f5c542; border-radius: 999px; padding: 2px 10px; margin-bottom: 14px; }
  p { margin: 0 0 18px; color: #a9b8c6; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input { width: 100%; font: inherit; color: inherit; background: #0f1923; border: 1px solid #3a4d5e; border-radius: 10px;
    padding: 12px 14px; }
  input:focus { outline: 2px solid #1fd17a; outline-offset: 1px; }
  .error { color: #ff7b7b; margin: 8px 0 0; font-size: 14px; }
  .actions { display: flex; gap: 10px; margin-top: 20px; }
  button { flex: 1; font: inherit; font-weight: 700; border: 0; border-radius: 10px; padding: 12px; cursor: pointer; }
  .primary { background: #1fd17a; color: #07210f; }
  .secondary { background: #2a3a48; color: #e8eef5; }
  small { display: block; margin-top: 16px; color: #7f91a3; }
</style>`;

/** A page of the demo provider: its head, its card. */
function page(title: string, card: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
${STYLE}
</head>
<body>
<main>
  <span class="badge">Demo sign-in</span>
${card}
</main>
</body>
</html>`;
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
