import { loadChunk } from '../boot/chunkReload';
import { COOKIE, COOKIE_MAX_AGE, setCookieIfAbsent } from '../storage/cookies';
import { reportError } from '../boot/errorReport';
import { captureShareCode } from './referral';
import { shareCodeFlow } from './shareCodeFlow';
import { siteUrl } from './site';
import { getState } from '../store';

/** The popup closes itself 2 s after posting its code to the opener. */
export const POPUP_CLOSE_DELAY_MS = 2000;

/** The window a popup callback talks to; defaults to the real one. */
export interface PopupWindow {
  opener: Pick<Window, 'postMessage'> | null;
  close(): void;
}

/** What a provider's redirect carries besides the code: the sign-in's state, or its error (cancelled, refused). */
export interface PopupReply {
  state?: string | null;
  error?: string | null;
}

/**
 * Popup callback: posts {codeyyy: code} to the opener with the site URL as target origin and closes
 * the window 2 s later. The sign-in's state goes along when the provider sent it back (the opener checks it), and a
 * provider's error is reported with an empty code, so the opener stops waiting. A failure is logged as
 * 'postMessage error:' and reported. Returns a cancel function.
 */
export function runPopupCallback(code: string, win: PopupWindow = window, reply: PopupReply = {}): () => void {
  const message = { codeyyy: code, ...(reply.state ? { state: reply.state } : {}), ...(reply.error ? { error: reply.error } : {}) };
  // A provider whose pages isolate themselves (their opener policy) cuts the popup off from its opener on the way: the
  // sign-in's answer then reaches the opener over this origin's broadcast channel, matched there by its state.
  if (reply.state) broadcastSignIn(message);
  // Without an opener or a sign-in state this is an ordinary visit whose URL happens to carry ?code=: nothing to close.
  if (!win.opener && !reply.state) return () => undefined;
  try {
    win.opener?.postMessage(message, siteUrl());
  } catch (e) {
    reportError('postMessage error:', e);
  }
  const timer = setTimeout(() => win.close(), POPUP_CLOSE_DELAY_MS);
  return () => clearTimeout(timer);
}

/** The channel a sign-in popup answers on when it lost its opener (same origin only). */
export const SIGN_IN_CHANNEL = 'hs-signin';

function broadcastSignIn(message: object): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

// crypto-js is only needed when a link carries stag or params: it loads then, never with the first paint.
const loadCrypto = () => loadChunk(() => import('../storage/crypto'));

/** Affiliate tag: stored AES-encrypted in the stag cookie for 30 days, only if none exists. */
export async function captureStag(stag: string): Promise<boolean> {
  const { aesEncrypt } = await loadCrypto();
  return setCookieIfAbsent(COOKIE.stag, aesEncrypt(stag), COOKIE_MAX_AGE.stag);
}

/** Opens the OrderDialog for the order id an encrypted params value carries. */
export async function openOrderFromParams(raw: string): Promise<void> {
  const { decodeOrderParams } = await loadCrypto();
  const orderId = decodeOrderParams(raw);
  if (orderId) getState().openOrderDialog(orderId);
  else console.warn('Ignoring a params query value that does not decrypt to an order id');
}

/** Partner: stored in its cookie only if none exists. */
export function capturePartner(partner: string): boolean {
  return setCookieIfAbsent(COOKIE.partner, partner, COOKIE_MAX_AGE.partner);
}

/** The raw (still percent-encoded) value of a query parameter: params must be URL-decoded exactly once, by the decoder. */
function rawParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (key === name) return eq < 0 ? '' : pair.slice(eq + 1);
  }
  return null;
}

/**
 * Reads the query parameters from a location search string, on load and on every navigation: code answers the opener,
 * stag and partner go to their cookies, sharCode starts the share-code flow, params opens the OrderDialog. Returns a cleanup that cancels pending work of this call.
 */
export function handleQueryParams(search: string, win: PopupWindow = window): () => void {
  const query = new URLSearchParams(search);
  const cleanups: (() => void)[] = [];

  const code = query.get('code');
  const state = query.get('state');
  const error = query.get('error');
  if (code) cleanups.push(runPopupCallback(code, win, { state }));
  else if (error && state) cleanups.push(runPopupCallback('', win, { state, error: error.slice(0, 64) }));

  const stag = query.get('stag')?.trim();
  if (stag) void captureStag(stag).catch((error: unknown) => reportError('Affiliate tag not stored:', error));

  const partner = query.get('partner')?.trim();
  if (partner) capturePartner(partner);

  const sharCode = query.get('sharCode')?.trim();
  if (sharCode) {
    captureShareCode(search);
    shareCodeFlow().hold(sharCode.slice(0, 32));
  }

  const params = rawParam(search, 'params');
  if (params) void openOrderFromParams(params).catch((error: unknown) => reportError('Order link not opened:', error));

  return () => cleanups.forEach((fn) => fn());
}
