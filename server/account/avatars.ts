import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR } from '../../src/core/avatar';
import { badRequest } from '../errors';

// Formats taken, read from the bytes (the name and the declared type are not trusted). SVG is never taken: it is a
// document that can carry script, not a picture.
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// A decompression bomb (a small file of a huge picture) is refused before it is decoded.
const MAX_PIXELS = 40_000_000;

/** The folder avatars are stored in, under DATA_DIR. */
export function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'avatars');
}

/** A stored avatar's file name: 32 hex digits of its content hash, .webp. */
export const AVATAR_FILE = /^[0-9a-f]{32}\.webp$/;

/** Where a stored picture goes and its shape: a folder under DATA_DIR, the public path prefix, the box. */
export interface PictureSpec {
  folder: string;
  pathPrefix: string;
  width: number;
  height: number;
}

/**
 * An uploaded picture encoded anew: its format checked from the bytes, turned upright from its EXIF orientation,
 * fitted to a box (cut to fill it, or kept whole inside it) and encoded as WebP, which keeps no metadata (GPS
 * position, camera, names). A refusal says what is wrong with the file.
 */
export async function reencodePicture(
  bytes: Buffer,
  box: { width: number; height: number; fit: 'cover' | 'inside'; quality: number },
): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch {
    throw badRequest('The file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF)');
  }
  if (format === 'svg') throw badRequest('SVG files are not accepted: upload a JPEG, PNG, WebP, GIF or AVIF picture');
  if (!format || !FORMATS.has(format)) throw badRequest('The file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF)');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(
        box.width,
        box.height,
        box.fit === 'cover' ? { fit: 'cover', position: 'attention' } : { fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: box.quality })
      .toBuffer();
  } catch {
    throw badRequest('The picture could not be read; it may be damaged or too large');
  }
}

/**
 * Turns an uploaded picture into a stored one (encoded anew, cut to the spec's box). Returns the public path of the
 * stored file (named by its content, so it is served with a long cache).
 */
export async function storePicture(dataDir: string, bytes: Buffer, spec: PictureSpec): Promise<string> {
  const out = await reencodePicture(bytes, { width: spec.width, height: spec.height, fit: 'cover', quality: 82 });
  const name = `${createHash('sha256').update(out).digest('hex').slice(0, 32)}.webp`;
  const dir = path.join(dataDir, spec.folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), out);
  return `${spec.pathPrefix}${name}`;
}

/** Stores an uploaded avatar: a 256 px square (see storePicture). */
export async function storeAvatar(dataDir: string, bytes: Buffer): Promise<string> {
  return storePicture(dataDir, bytes, { folder: 'avatars', pathPrefix: AVATAR.pathPrefix, width: AVATAR.size, height: AVATAR.size });
}
