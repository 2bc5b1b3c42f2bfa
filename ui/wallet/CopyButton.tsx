import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';

/** Copies text to the clipboard; falls back to a selected textarea where the async clipboard is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** How long "Copied" shows. */
const COPIED_MS = 2000;

/** A Copy button that says "Copied" for a moment (announced to screen readers), or "Copy failed". */
export function CopyButton({ text, what, testId }: { text: string; what: string; testId: string }) {
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const click = async () => {
    const ok = await copyText(text);
    setDone(ok ? 'copied' : 'failed');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setDone(null), COPIED_MS);
  };
  return (
    <button
      type="button"
      className={`btn btn--outline wallet-copy${done === 'copied' ? ' is-done' : ''}`}
      data-testid={testId}
      aria-label={`Copy ${what}`}
      onClick={() => void click()}
    >
      {done === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      <span aria-live="polite">{done === 'copied' ? 'Copied' : done === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
