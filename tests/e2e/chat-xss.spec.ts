import { expect, test } from './test';
import { apiChatter, sayInTurn, type ApiChatter } from './chatSeed';
import { shot } from './helpers';
import { XSS_NAMES, XSS_PAYLOADS } from './xssCorpus';
import { freshBrowser } from './launch';
import { api } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('chat-xss'));

// Players' text is only ever text: 40 script-injection payloads sent as chat messages, 6 as nick names (their rows,
// their shared bet's card and their player card) render in Chromium as the very characters typed. No payload runs
// (each would call window.__xss), opens a dialog or adds an element: inside the chat, the only elements around a
// player's text are the app's own spans and its in-app links.

declare global {
  interface Window {
    __xss(n: number): void;
    __xssHits: number[];
  }
}

test('XSS payloads in chat text, nick names and shared bets render as text and never run', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    window.__xssHits = [];
    window.__xss = (n: number) => window.__xssHits.push(n);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const scriptsBefore = await page.locator('script').count();

  // A guest reads the chat: the panel is public.
  await page.getByTestId('chat-toggle').click();
  await expect(page.getByTestId('chat-list')).toBeVisible();

  // Eight players send the 40 payloads, the first five with a payload as their nick name; a ninth, named with the last
  // name payload, shares a bet (a share counts against the flood limits like a message: it has sent nothing yet).
  const chatters: ApiChatter[] = await Promise.all(Array.from({ length: 9 }, (_, i) => apiChatter(baseURL!, `xss${i}`)));
  const sharer = chatters[8]!;
  try {
    for (const [i, nickName] of XSS_NAMES.entries()) {
      const named = i === XSS_NAMES.length - 1 ? sharer : chatters[i]!;
      await api(named.api, '/v1/user/updateName', { nickName });
    }
    await sayInTurn(chatters.slice(0, 8), XSS_PAYLOADS);
    // Its card carries the name beside the bet.
    const placed = await api<{ bet: { id: number } }>(sharer.api, '/api/games/dice/bet', {
      coin: 'USDT',
      amount: '1',
      balanceType: 'DEPOSIT',
      target: '50.50',
      condition: 'over',
    });
    await api(sharer.api, '/v1/user/userChat/shareBet', { betId: String(placed.bet.id) });

    const list = page.getByTestId('chat-list');
    await expect(list.locator(`[data-testid="shared-bet"][data-bet-id="${placed.bet.id}"]`)).toBeVisible();
    // Every payload is on screen as its own characters.
    const texts = await list.locator('.chat-row__text').allTextContents();
    for (const payload of XSS_PAYLOADS) expect(texts, payload).toContain(payload);
    const names = await list.locator('.chat-row__name').allTextContents();
    for (const name of XSS_NAMES) expect(names, name).toContain(name);
    // ...and drawn as typed: no contextual alternates turning "->" or "!=" into symbols.
    expect(
      await list
        .locator('.chat-row__text')
        .first()
        .evaluate((el) => getComputedStyle(el).fontVariantLigatures),
    ).toBe('no-contextual');

    // Around players' text and names, only the app's spans and in-app links: nothing the payloads would have made.
    const foreign = await list.evaluate((root) => {
      const found: string[] = [];
      for (const el of root.querySelectorAll('.chat-row__text *, .chat-row__name *')) {
        const ok = el.tagName === 'SPAN' || (el.tagName === 'A' && el.classList.contains('chat-link'));
        if (!ok) found.push(el.outerHTML.slice(0, 80));
      }
      for (const a of root.querySelectorAll('a')) {
        const href = a.getAttribute('href') ?? '';
        if (!href.startsWith('/') || href.startsWith('//')) found.push(`link to ${href}`);
      }
      const injected =
        'script, iframe, object, embed, video, audio, form, input, details, marquee, math, base, meta, link, style, template, noscript';
      for (const el of root.querySelectorAll(injected)) found.push(el.outerHTML.slice(0, 80));
      return found;
    });
    expect(foreign).toEqual([]);

    // The shared card opens that bet's detail for anyone (a guest here), with its Replay.
    await list.locator(`[data-testid="shared-bet"][data-bet-id="${placed.bet.id}"]`).click();
    const detail = page.getByTestId('bet-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('bet-replay-open')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // A named player's card shows the name as text too.
    const author = list.getByTestId('chat-row').filter({ hasText: XSS_PAYLOADS[0]! }).getByTestId('chat-author');
    await author.click();
    await expect(page.getByTestId('player-card-name')).toHaveText(XSS_NAMES[0]!);
    await expect(page.getByTestId('player-card-stats').or(page.getByTestId('player-card-private'))).toBeVisible();
    await shot(page, 'chat-xss-desktop');
    await page.keyboard.press('Escape');

    expect(await page.locator('script').count()).toBe(scriptsBefore);
    expect(await page.evaluate(() => window.__xssHits)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await Promise.all(chatters.map((c) => c.close()));
  }
});
