/** Escapes text for HTML. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML of a game page: the client bundle reads the session id from the root element and plays through the
 * studio's API. An unknown or ended session gets a page that says so.
 */
export function gamePage(session: { id: string; name: string } | null): string {
  const title = session ? esc(session.name) : 'Game session ended';
  const body = session
    ? `<div id="studio-root" data-session="${esc(session.id)}"></div><script type="module" src="/client/studio.js"></script>`
    : `<main class="ended"><h1>This game session has ended</h1><p>Close this game and open it again from the casino.</p></main>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/client/studio.css">
<style>html,body{margin:0;height:100%;background:#0b0d1a;color:#e8ecff;font-family:system-ui,sans-serif}.ended{display:grid;place-content:center;height:100%;text-align:center;padding:24px}</style>
</head>
<body>${body}</body>
</html>
`;
}
