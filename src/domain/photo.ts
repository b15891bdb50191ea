/** Product and category photos sent by the staff: which files are accepted, told by their content, never by their name. */

/** Largest photo accepted (5 MB): a phone picture fits, a video or a scan does not. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export type PhotoKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The format announced by the first bytes of a file (JPEG, PNG or WebP), or null for anything else. */
export function photoKind(head: Uint8Array): PhotoKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}
