/**
 * A small reader of the app's stylesheets for the flash check (flashes.test.ts): rules with their enclosing at-rules,
 * @keyframes with their stops, and what an `animation` declaration names. Enough for the project's own CSS (no
 * strings holding braces).
 */

/** A style rule: its selector, declarations (last wins, `!important` kept in the value) and enclosing at-rules. */
export interface CssRule {
  selector: string;
  decls: Map<string, string>;
  atRules: string[];
}

/** One @keyframes block: its stops (offsets 0..1) with their declarations. */
export interface Keyframes {
  name: string;
  stops: { offsets: number[]; decls: Map<string, string> }[];
}

export interface Stylesheet {
  rules: CssRule[];
  keyframes: Keyframes[];
}

/** Parses a stylesheet's text. */
export function parseCss(text: string): Stylesheet {
  const src = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const sheet: Stylesheet = { rules: [], keyframes: [] };
  let pos = 0;
  const block = (atRules: string[], keyframes: Keyframes | null): Map<string, string> => {
    const decls = new Map<string, string>();
    let start = pos;
    while (pos < src.length) {
      const c = src[pos]!;
      if (c === '}') {
        addDecl(decls, src.slice(start, pos));
        pos++;
        return decls;
      }
      if (c === ';') {
        addDecl(decls, src.slice(start, pos));
        start = ++pos;
        continue;
      }
      if (c === '{') {
        const prelude = src.slice(start, pos).trim();
        pos++;
        const name = /^@keyframes\s+([\w-]+)/.exec(prelude)?.[1];
        if (name) {
          const frames: Keyframes = { name, stops: [] };
          block(atRules, frames);
          sheet.keyframes.push(frames);
        } else if (prelude.startsWith('@')) block([...atRules, prelude], null);
        else {
          const inner = block(atRules, null);
          if (keyframes) keyframes.stops.push({ offsets: prelude.split(',').map(offsetOf), decls: inner });
          else sheet.rules.push({ selector: prelude, decls: inner, atRules });
        }
        start = pos;
        continue;
      }
      pos++;
    }
    return decls;
  };
  block([], null);
  return sheet;
}

function addDecl(decls: Map<string, string>, text: string): void {
  const colon = text.indexOf(':');
  if (colon < 0) return;
  decls.set(text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim());
}

function offsetOf(stop: string): number {
  const s = stop.trim();
  if (s === 'from') return 0;
  if (s === 'to') return 1;
  return Number.parseFloat(s) / 100;
}

/** Properties whose change changes what a region's light is: a keyframe changing one can flash. */
const LIGHT =
  /^(opacity|color|background(-color|-image|-position)?|filter|backdrop-filter|box-shadow|text-shadow|border(-\w+)?-color|outline-color|fill|stroke|visibility)$/;

/**
 * Changes of light in one cycle of `frames`: along its stops (the element's own value at an unset 0% or 100%), per
 * property, how many times the value changes; `loop`: the cycle repeats without alternating, so the jump from the
 * last stop back to the first counts too. The largest over the properties.
 */
export function lightChanges(frames: Keyframes, loop: boolean): number {
  const props = new Set(frames.stops.flatMap((s) => [...s.decls.keys()].filter((p) => LIGHT.test(p))));
  let most = 0;
  for (const prop of props) {
    const byOffset = new Map<number, string>([
      [0, 'own'],
      [1, 'own'],
    ]);
    for (const stop of frames.stops) {
      const value = stop.decls.get(prop);
      if (value !== undefined) for (const offset of stop.offsets) byOffset.set(offset, value);
    }
    // Stops that leave the property out are interpolated through: only the stops that set it (and the ends) count.
    const values = [...byOffset.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
    let changes = 0;
    for (let i = 1; i < values.length; i++) if (values[i] !== values[i - 1]) changes++;
    if (loop && values[values.length - 1] !== values[0]) changes++;
    most = Math.max(most, changes);
  }
  return most;
}

/** What an `animation` shorthand (or the longhands of a rule) runs: name, duration in ms, iterations, alternate. */
export interface AnimationUse {
  name: string;
  durationMs: number;
  iterations: number;
  alternate: boolean;
}

/** The animations a rule runs (`vars`: custom properties to resolve durations such as `var(--t-med)`). */
export function animationsOf(decls: Map<string, string>, names: Set<string>, vars: Map<string, string>): AnimationUse[] {
  const resolve = (value: string) => value.replace(/var\((--[\w-]+)\)/g, (_, v: string) => vars.get(v) ?? '0s');
  const uses: AnimationUse[] = [];
  const shorthand = decls.get('animation');
  for (const part of shorthand ? resolve(shorthand).split(',') : []) {
    const words = part
      .replace(/cubic-bezier\([^)]*\)|steps\([^)]*\)/g, '')
      .trim()
      .split(/\s+/);
    const name = words.find((w) => names.has(w));
    if (!name) continue;
    const duration = words.find((w) => /^[\d.]+m?s$/.test(w));
    const count = words.find((w) => w === 'infinite' || /^\d+(\.\d+)?$/.test(w));
    uses.push({
      name,
      durationMs: duration ? toMs(duration) : 0,
      iterations: count === 'infinite' ? Infinity : Number(count ?? 1),
      alternate: words.some((w) => w === 'alternate' || w === 'alternate-reverse'),
    });
  }
  const longName = decls.get('animation-name');
  if (longName && names.has(longName)) {
    const count = decls.get('animation-iteration-count') ?? '1';
    uses.push({
      name: longName,
      durationMs: toMs(resolve(decls.get('animation-duration') ?? '0s')),
      iterations: count === 'infinite' ? Infinity : Number(count),
      alternate: /alternate/.test(decls.get('animation-direction') ?? ''),
    });
  }
  return uses;
}

function toMs(value: string): number {
  const n = Number.parseFloat(value);
  return value.trim().endsWith('ms') ? n : n * 1000;
}

/**
 * Flashes a second an animation makes at its fastest: a flash is a pair of opposing changes of light, so a cycle
 * with `c` changes makes c / 2 of them; a run that ends makes its flashes over its whole length (a second at least).
 */
export function flashesPerSecond(use: AnimationUse, frames: Keyframes): number {
  const loop = use.iterations > 1 && !use.alternate;
  const changes = lightChanges(frames, loop);
  if (changes === 0) return 0;
  const flashesPerCycle = changes / 2;
  if (use.durationMs <= 0) return Infinity;
  if (use.iterations === Infinity) return (flashesPerCycle * 1000) / use.durationMs;
  const flashes = Math.floor(flashesPerCycle * use.iterations);
  return flashes / Math.max(1, (use.durationMs * use.iterations) / 1000);
}

/** The most flashes a second anything may make. */
export const MAX_FLASHES_PER_SECOND = 3;

const REDUCED = /prefers-reduced-motion:\s*reduce/;

/**
 * Whether `sheet` calms every animation under reduced motion: a rule for every element (`*`) in a reduced-motion
 * block that stops them (`animation: none`) or makes each run once, at once (iteration count 1, a duration under a
 * frame), with `!important` so no component's rule wins.
 */
export function calmsEverything(sheet: Stylesheet): boolean {
  return sheet.rules.some((rule) => {
    if (!rule.atRules.some((a) => REDUCED.test(a)) || !rule.selector.split(',').some((s) => s.trim() === '*')) return false;
    const important = (prop: string) => rule.decls.get(prop)?.endsWith('!important') ?? false;
    if (/^none\b/.test(rule.decls.get('animation') ?? '') && important('animation')) return true;
    const duration = rule.decls.get('animation-duration') ?? '';
    return (
      important('animation-duration') &&
      toMs(duration.replace('!important', '')) < 1000 / 60 &&
      important('animation-iteration-count') &&
      /^1\b/.test(rule.decls.get('animation-iteration-count') ?? '')
    );
  });
}

/**
 * What breaks the rule in `sheets` (file name to parsed sheet): an animation of light faster than three flashes a
 * second, or one that still flashes under reduced motion (`calmedGlobally`: a stylesheet every page loads calms every
 * animation; otherwise the rule's own selector needs `animation: none` in a reduced-motion block).
 */
export function flashViolations(sheets: Map<string, Stylesheet>, calmedGlobally: boolean): string[] {
  const all = [...sheets.values()];
  const frames = new Map(all.flatMap((s) => s.keyframes.map((k) => [k.name, k] as const)));
  const names = new Set(frames.keys());
  const vars = new Map(all.flatMap((s) => s.rules.flatMap((r) => [...r.decls].filter(([p]) => p.startsWith('--')))));
  const stoppedUnderReduce = new Set(
    all.flatMap((s) =>
      s.rules
        .filter(
          (r) => r.atRules.some((a) => REDUCED.test(a)) && /^none\b/.test(r.decls.get('animation') ?? r.decls.get('animation-name') ?? ''),
        )
        .flatMap((r) => r.selector.split(',').map((x) => x.trim())),
    ),
  );
  const out: string[] = [];
  for (const [file, sheet] of sheets) {
    for (const rule of sheet.rules) {
      if (rule.atRules.some((a) => REDUCED.test(a))) continue;
      for (const use of animationsOf(rule.decls, names, vars)) {
        const keyframes = frames.get(use.name)!;
        const rate = flashesPerSecond(use, keyframes);
        const where = `${file}: ${rule.selector} (${use.name}, ${use.durationMs} ms)`;
        if (rate > MAX_FLASHES_PER_SECOND) out.push(`${where}: ${rate.toFixed(1)} flashes a second`);
        // A one-shot fade or a change that stays is calm already; anything that flashes must stop.
        const stopped = rule.selector.split(',').every((s) => stoppedUnderReduce.has(s.trim()));
        if (rate > 0 && !calmedGlobally && !stopped) out.push(`${where}: still runs under reduced motion`);
      }
    }
  }
  return out;
}
