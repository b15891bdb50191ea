import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoKind } from '../../domain/photo.ts';
import type { Result } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** Largest side kept (px): the build makes its own smaller WebP variants from this one. */
const MAX_SIDE = 1600;
/** Decoding refuses larger pictures (a small file can claim a huge size and exhaust memory). */
const MAX_PIXELS = 50_000_000;

const PHOTO_FILE = /^[0-9a-f]{24}\.webp$/;

/** Address of an uploaded photo; its name is its content's fingerprint, so the URL is immutable. */
export function photoUrl(origin: string, name: string): string {
  return `${origin}/media/photos/${name}`;
}

/**
 * Checks a file sent as a photo by its content — JPEG, PNG or WebP by its first bytes, then fully decoded —
 * and re-encodes it as WebP: turned upright, at most 1600 px a side, its metadata (GPS position of a phone
 * picture…) dropped.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<Result<{ name: string; data: Buffer }>> {
  if (photoKind(bytes.subarray(0, 16)) === null) return { ok: false, message: gestionMessages.photoNotImage };
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { ok: true, name: `${createHash('sha256').update(data).digest('hex').slice(0, 24)}.webp`, data };
  } catch {
    return { ok: false, message: gestionMessages.photoUnreadable };
  }
}

/** Writes a prepared photo under `dir` (a temporary name renamed into place: a reader never sees half a file). */
export async function savePhoto(dir: string, photo: { name: string; data: Buffer }): Promise<void> {
  await mkdir(dir, { recursive: true });
  // A name of its own per write: two uploads of one photo at once (the same content, so the same name) each write
  // their own temporary file, and the second rename simply replaces the first's identical file.
  const temp = join(dir, `.${photo.name}.${randomUUID()}.tmp`);
  await writeFile(temp, photo.data);
  await rename(temp, join(dir, photo.name));
}

/** Bytes of a stored photo, or null for a name that is not one. */
export async function readPhoto(dir: string, name: string): Promise<Buffer | null> {
  if (!PHOTO_FILE.test(name)) return null;
  return readFile(join(dir, name)).catch(() => null);
}
