/*
 * A chat message's text split into the parts the panel renders, every one as React text (never HTML): plain runs,
 * @mentions, links to the site itself (clickable, opened in the app) and any other URL (shown as text, not a link).
 */

/** One part of a message. */
export type ChatToken =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; handle: string }
  /** A URL of the site itself: `to` is its path, query and hash for in-app navigation. */
  | { kind: 'link'; text: string; to: string }
  /** Any other URL: shown as text, never clickable. */
  | { kind: 'url'; text: string };

// Absolute http(s) URLs, protocol-relative ones (//host/...), www. hosts and site paths (/casino/dice) at a word start.
const URL_PATTERN = /(?:https?:\/\/|\/\/|www\.)[^\s<>"]+|(?<![^\s(])\/[A-Za-z0-9][^\s<>"]*/gi;
// A handle as registration allows it, after a non-word character (the server reads mentions the same way).
const MENTION_PATTERN = /(?<![A-Za-z0-9_])@([A-Za-z0-9_]{3,20})(?![A-Za-z0-9_])/g;
// Punctuation that ends a sentence rather than the URL.
const TRAILING = /[.,!?;:)\]}'"]+$/;

/**
 * The in-app path of `raw` when it names the site at `origin` (same scheme, host and port, or a path on it), else
 * null. Only http(s) counts: javascript:, data: and the like never become links, nor do lookalike hosts
 * (127.0.0.1.evil.com, user@evil.com) or a path that the URL parser reads as another host (//evil.com, /\evil.com).
 */
export function inAppPath(raw: string, origin: string): string | null {
  if (/^www\./i.test(raw)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== base.origin || url.username || url.password) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function pushText(out: ChatToken[], text: string): void {
  if (!text) return;
  const last = out.at(-1);
  if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + text };
  else out.push({ kind: 'text', text });
}

/** A player written by the nickname chat shows (`@name`), read as a mention of `handle`. */
export interface NamedMention {
  name: string;
  handle: string;
}

function splitMentions(out: ChatToken[], text: string, named: readonly NamedMention[]): void {
  // A known @nickname first (it may hold spaces or symbols a handle cannot), then @handles in what is left.
  for (const n of named) {
    if (!n.name) continue;
    const token = `@${n.name}`;
    for (let i = text.indexOf(token); i !== -1; i = text.indexOf(token, i + 1)) {
      const before = text[i - 1];
      const after = text[i + token.length];
      if ((before !== undefined && /[A-Za-z0-9_]/.test(before)) || (after !== undefined && /[A-Za-z0-9_]/.test(after))) continue;
      splitMentions(out, text.slice(0, i), named);
      out.push({ kind: 'mention', text: token, handle: n.handle.toLowerCase() });
      splitMentions(out, text.slice(i + token.length), named);
      return;
    }
  }
  let at = 0;
  for (const m of text.matchAll(MENTION_PATTERN)) {
    pushText(out, text.slice(at, m.index));
    out.push({ kind: 'mention', text: m[0], handle: m[1]!.toLowerCase() });
    at = m.index + m[0].length;
  }
  pushText(out, text.slice(at));
}

/** The parts of a message's text for the site at `origin`; `named` players are also found by their @nickname. */
export function tokenize(text: string, origin: string, named: readonly NamedMention[] = []): ChatToken[] {
  const out: ChatToken[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const trail = TRAILING.exec(m[0])?.[0] ?? '';
    const raw = m[0].slice(0, m[0].length - trail.length);
    splitMentions(out, text.slice(at, m.index), named);
    at = m.index + m[0].length;
    if (!raw || raw === '/' || raw === '//') {
      pushText(out, m[0]);
      continue;
    }
    const to = inAppPath(raw, origin);
    out.push(to === null ? { kind: 'url', text: raw } : { kind: 'link', text: raw, to });
    pushText(out, trail);
  }
  splitMentions(out, text.slice(at), named);
  return out;
}
