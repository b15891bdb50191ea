/** Short FNV-1a hash of the inputs of a generated image, used as `?v=` so images can be cached for a year. */
export function fingerprint(...parts: readonly (string | number | null)[]): string {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
