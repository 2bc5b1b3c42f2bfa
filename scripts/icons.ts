/**
 * Draws the app's install icons from its own mark, public/favicon.svg (`npm run -s icons`), into public/icons: the
 * manifest's 192 and 512 px icons (the mark as drawn, rounded corners on a transparent ground), a 512 px maskable icon
 * (a full-bleed ground with the mark inside the central 80 % safe zone, since launchers crop it to their own shape)
 * and the 180 px apple-touch-icon (opaque: iOS paints transparency black and rounds the corners itself).
 * The PNGs are committed; run this again after changing the mark.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The app background (theme colour of index.html and the manifest). */
export const ICON_GROUND = '#0b0f1a';
const MARK = path.join('public', 'favicon.svg');
const OUT = path.join('public', 'icons');

/** One icon to draw: its file, pixel size, and the share of the side the mark takes (1 = as drawn, full bleed). */
export interface IconSpec {
  file: string;
  size: number;
  /** The mark's share of the side, centred on an opaque ground; absent: the mark alone, as drawn. */
  inset?: number;
}

export const ICONS: readonly IconSpec[] = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  // The maskable safe zone is a centred circle of 80 % of the side: the letter of a mark at 90 % stays inside it.
  { file: 'maskable-512.png', size: 512, inset: 0.9 },
  { file: 'apple-touch-icon.png', size: 180, inset: 1 },
];

/** The SVG of one icon: the mark itself, or the mark's drawing scaled into the centre of an opaque square. */
export function iconSvg(mark: string, spec: IconSpec): string {
  if (spec.inset === undefined) return mark;
  const view = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(mark);
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>\s*$/.exec(mark.trim());
  if (!view || !inner) throw new Error(`${MARK}: expected a square viewBox at 0 0 and one <svg> element`);
  const side = Number(view[1]);
  const offset = (side * (1 - spec.inset)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">` +
    `<rect width="${side}" height="${side}" fill="${ICON_GROUND}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${spec.inset})">${inner[1]}</g></svg>`
  );
}

async function main(): Promise<void> {
  const mark = readFileSync(MARK, 'utf8');
  mkdirSync(OUT, { recursive: true });
  for (const spec of ICONS) {
    const png = await sharp(Buffer.from(iconSvg(mark, spec)), { density: (72 * 2 * spec.size) / 64 })
      .resize(spec.size, spec.size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    writeFileSync(path.join(OUT, spec.file), png);
    console.log(`${path.join(OUT, spec.file)}: ${spec.size}x${spec.size}, ${png.length} bytes`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
