import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The share card's size (Open Graph's). */
export const CARD = { width: 1200, height: 630 } as const;

/** Where share pictures (uploads) and rendered cards are kept under DATA_DIR, and their public paths. */
export const SHARE_IMAGES = { folder: 'share-images', pathPrefix: '/media/share-images/' } as const;
export const SHARE_CARDS = { folder: 'share-cards', pathPrefix: '/media/share-cards/' } as const;

/** What a card shows. */
export interface CardInput {
  code: string;
  /** The offer line under the code ("100% welcome match up to 500 USD"), or null. */
  offer: string | null;
  /** The player's share picture (a stored upload's file path), or null for the default background. */
  background: string | null;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The card's text layer (SVG), over a darkened background. */
function overlay(input: CardInput): string {
  const { width: w, height: h } = CARD;
  const offer = input.offer ? escapeXml(input.offer.slice(0, 60)) : '';
  // A monospace digit is about 0.6 em wide: long codes get a smaller size so they fit the card.
  const codeSize = Math.min(110, Math.floor(1040 / (input.code.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1520" stop-opacity="${input.background ? 0.85 : 1}"/>
      <stop offset="1" stop-color="#13263a" stop-opacity="${input.background ? 0.55 : 1}"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffd36b"/><stop offset="1" stop-color="#ff9f43"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  ${input.background ? '' : `<circle cx="${w - 160}" cy="140" r="260" fill="#1fff20" opacity="0.08"/><circle cx="${w - 60}" cy="${h - 40}" r="200" fill="#ffd36b" opacity="0.08"/>`}
  <text x="80" y="150" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" font-weight="700" fill="#ffffff">HighStakes</text>
  <text x="80" y="270" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="#b1bad3">Join me with my code</text>
  <text x="80" y="390" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${codeSize}" font-weight="700" fill="url(#gold)">${escapeXml(input.code)}</text>
  ${offer ? `<text x="80" y="490" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" fill="#ffffff">${offer}</text>` : ''}
  <text x="80" y="570" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#8a96ad">Provably fair originals · instant crypto play</text>
</svg>`;
}

/**
 * The card as PNG, rendered once per (code, offer, picture) and kept in DATA_DIR: the file name is a hash of what it
 * shows, so a changed code, offer or picture renders a new one.
 */
export async function renderCard(dataDir: string, input: CardInput): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
  const dir = path.join(dataDir, SHARE_CARDS.folder);
  const file = path.join(dir, `${key}.png`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const base = input.background
    ? sharp(await readFile(input.background)).resize(CARD.width, CARD.height, { fit: 'cover' })
    : sharp({ create: { width: CARD.width, height: CARD.height, channels: 3, background: '#0b1520' } });
  const png = await base
    .composite([{ input: Buffer.from(overlay(input)) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, png);
  await rename(tmp, file);
  return png;
}
