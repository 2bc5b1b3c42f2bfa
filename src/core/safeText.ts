import { z } from './zod';

// Control characters (C0, DEL, C1, NUL included), lone surrogates, and the bidi marks, embeddings, overrides and
// isolates that can make "gnp.exe" read as "exe.png" or reverse a name in a feed.
const CONTROL_OR_BIDI = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// In a name, also anything invisible: zero-width spaces and joiners, word joiners, soft hyphen, BOM, fillers.
const INVISIBLE = /\u034f|[\u00ad\u115f\u1160\u180e\u200b-\u200d\u2060-\u2064\u3164\ufeff\uffa0]/u;

/** True when text holds a control character, a lone surrogate or a bidi control. */
export function hasControlOrBidi(text: string): boolean {
  return CONTROL_OR_BIDI.test(text);
}

/** True when a display name holds a character that may not appear in one (controls, bidi, invisible marks). */
export function hasUnsafeNameChar(text: string): boolean {
  return CONTROL_OR_BIDI.test(text) || INVISIBLE.test(text);
}

// Names the site speaks with, and "Hidden", which stands for private players in public feeds.
const RESERVED =
  /^(hidden|anonymous|admin|administrator|root|system|support|helpdesk|moderator|mod|staff|official|security|team|casino|highstakes|dealer|bot)\d*$/;

/** True for a name reserved for the site, ignoring case, spaces, dots, dashes, underscores and trailing digits. */
export function isReservedName(name: string): boolean {
  return RESERVED.test(
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s._-]/g, ''),
  );
}

/** Options of textField. */
export interface TextFieldOptions {
  min?: number;
  max: number;
  /** A display name: invisible characters and the site's reserved names are refused too. */
  name?: boolean;
}

/**
 * A trimmed string field that refuses control characters and bidi overrides (and, for names, invisible characters
 * and reserved names), each with a message naming the field.
 */
export function textField(field: string, { min = 1, max, name = false }: TextFieldOptions) {
  const length = min > 1 ? `${field} must be ${min}-${max} characters` : `${field} must be at most ${max} characters`;
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, { error: min === 1 ? `${field} is required` : length })
    .max(max, { error: length })
    .refine((v) => !(name ? hasUnsafeNameChar(v) : hasControlOrBidi(v)), {
      error: `${field} must not contain control, invisible or text-direction characters`,
      abort: true,
    })
    .refine((v) => !name || !isReservedName(v), { error: `${field} is reserved for the site, please choose another` });
}
