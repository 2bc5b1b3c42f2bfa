import { readFileSync } from 'node:fs';

/**
 * A PEM key from a setting: given inline (newlines written as \n) or as @path of a file; undefined when unset. The
 * text must hold a PEM block (`kind`: its label, such as PRIVATE KEY; any label when absent), else null: the caller
 * names the setting in its own error.
 */
export function readPem(raw: string | undefined, kind?: string): string | undefined | null {
  const value = raw?.trim();
  if (!value) return undefined;
  const text = value.startsWith('@') ? readFileSync(value.slice(1), 'utf8') : value.replace(/\\n/g, '\n');
  const begins = kind ? text.includes(`-----BEGIN ${kind}-----`) : /-----BEGIN [A-Z ]+-----/.test(text);
  return begins ? text : null;
}
