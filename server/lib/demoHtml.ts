// The look of the built-in demo services' pages (the sign-in provider, the payment provider): server-rendered HTML,
// no script, styles inline, which their own strict CSP allows and nothing else.

/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BASE_STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f1923; color: #e8eef5;
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 16px; }
  main { width: 100%; background: #1a2733; border: 1px solid #2a3a48; border-radius: 14px; padding: 28px 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
    color: #0f1923; background: #f5c542; border-radius: 999px; padding: 2px 10px; margin-bottom: 14px; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input { width: 100%; font: inherit; color: inherit; background: #0f1923; border: 1px solid #3a4d5e; border-radius: 10px;
    padding: 12px 14px; }
  input:focus { outline: 2px solid #1fd17a; outline-offset: 1px; }
  .error { color: #ff7b7b; margin: 8px 0 0; font-size: 14px; }
  .primary { background: #1fd17a; color: #07210f; }
  .secondary { background: #2a3a48; color: #e8eef5; }
  small { display: block; margin-top: 16px; color: #7f91a3; }`;

/** A demo service's page: its badge, its card, and the page's own extra style rules. */
export function demoHtmlPage(p: { title: string; badge: string; card: string; style: string; refreshSec?: number | undefined }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${p.refreshSec ? `<meta http-equiv="refresh" content="${p.refreshSec}">` : ''}
<title>${escapeHtml(p.title)}</title>
<style>${BASE_STYLE}
${p.style}
</style>
</head>
<body>
<main>
  <span class="badge">${escapeHtml(p.badge)}</span>
${p.card}
</main>
</body>
</html>`;
}
