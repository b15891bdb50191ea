/** Deepest nesting of arrays and objects a request body may have: the shop's own payloads need 3. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * True when the JSON text nests arrays and objects deeper than `max`; read once, character by character (no
 * recursion, nothing parsed), so a hostile body is refused before anything walks it.
 */
export function nestedDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth++;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}
