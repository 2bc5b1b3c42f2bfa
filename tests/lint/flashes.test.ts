import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calmsEverything, flashViolations, lightChanges, parseCss, type Stylesheet } from './cssAnimations';

// At most three flashes a second, and none under reduced motion, for the page's own CSS animations (the engine's
// canvas has its pixel test, tests/e2e/flashes.spec.ts): every animation of opacity, colour, background, filter or
// shadow has at least a third of a second per flash, and every one is calmed when the player asks for reduced motion.
const root = fileURLToPath(new URL('../..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = new Map<string, Stylesheet>(
  ['ui', 'src'].flatMap((dir) => cssFiles(join(root, dir))).map((path) => [relative(root, path), parseCss(readFileSync(path, 'utf8'))]),
);
const one = (css: string) => new Map([['test.css', parseCss(css)]]);

describe("the page's CSS animations", () => {
  it('reads the stylesheets and their keyframes', () => {
    expect(sheets.size).toBeGreaterThan(5);
    expect([...sheets.values()].flatMap((s) => s.keyframes).length).toBeGreaterThan(5);
  });

  it('calm every animation under reduced motion, from a stylesheet every page loads', () => {
    const main = readFileSync(join(root, 'src/app/main.tsx'), 'utf8');
    expect(main).toContain("import '../../ui/styles/base.css';");
    expect(calmsEverything(sheets.get('ui/styles/base.css')!)).toBe(true);
  });

  it('flash at most three times a second, and not at all under reduced motion', () => {
    expect(flashViolations(sheets, calmsEverything(sheets.get('ui/styles/base.css')!))).toEqual([]);
  });

  it('would catch a fast blink, a blink left running under reduced motion, and pass slow loops and one-shot fades', () => {
    const blink = '@keyframes blink { 50% { opacity: 0 } } .a { animation: blink 200ms linear infinite; }';
    expect(flashViolations(one(blink), true)).toEqual(['test.css: .a (blink, 200 ms): 5.0 flashes a second']);
    expect(flashViolations(one(blink.replace('200ms', '1s')), true)).toEqual([]);
    expect(flashViolations(one(blink.replace('200ms', '1s')), false)).toEqual([
      'test.css: .a (blink, 1000 ms): still runs under reduced motion',
    ]);
    const stopped = `${blink.replace('200ms', '1s')} @media (prefers-reduced-motion: reduce) { .a { animation: none; } }`;
    expect(flashViolations(one(stopped), false)).toEqual([]);
    // A glow alternating every 100 ms: five flashes a second.
    const glow = '@keyframes glow { to { box-shadow: 0 0 8px #fff } } .g { animation: glow 100ms ease infinite alternate; }';
    expect(flashViolations(one(glow), true)).toHaveLength(1);
    // A one-shot fade in, and a spinner (no change of light), at any speed.
    const fade = '@keyframes in { from { opacity: 0 } } @keyframes spin { to { transform: rotate(1turn) } }';
    expect(flashViolations(one(`${fade} .f { animation: in 50ms; } .s { animation: spin 100ms linear infinite; }`), false)).toEqual([]);
    // Four flashes in a 600 ms one-shot run (from and to the element's own opacity), over three in a second.
    const burst = '@keyframes burst { 10%, 30%, 50%, 70% { opacity: 0 } 20%, 40%, 60%, 80% { opacity: 1 } } .b { animation: burst 600ms; }';
    expect(lightChanges(parseCss(burst).keyframes[0]!, false)).toBe(9);
    expect(flashViolations(one(burst), true)).toEqual(['test.css: .b (burst, 600 ms): 4.0 flashes a second']);
    // Two flashes in it are within the rule.
    expect(flashViolations(one(burst.replace('50%, 70%', '50%').replace('60%, 80%', '60%')), true)).toEqual([]);
  });

  it('recognises the global reduced-motion rule only when it wins and stops the loops', () => {
    const calm = (decls: string) => calmsEverything(parseCss(`@media (prefers-reduced-motion: reduce) { *, *::before { ${decls} } }`));
    expect(calm('animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;')).toBe(true);
    expect(calm('animation: none !important;')).toBe(true);
    expect(calm('animation-duration: 0.01ms; animation-iteration-count: 1;')).toBe(false);
    expect(calm('animation-duration: 0.01ms !important;')).toBe(false);
  });
});
