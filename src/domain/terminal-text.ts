/**
 * Text from the database made safe to print on an operator's terminal: a guest's name or phone can hold
 * anything, and control characters would act on the terminal (clear the screen, move the cursor to
 * forge lines, write the clipboard through OSC 52, reverse the text's direction). Every C0 and C1
 * control character, DEL and the bidirectional overrides are shown as a visible escape (`\x1b`,
 * `\n`, `\u202e`); everything else, accents included, is kept.
 */
import { BIDI_CONTROL_RANGES } from '../contract/text.ts';

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const UNSAFE = new RegExp(`[\u0000-\u001f\u007f-\u009f\u200e\u200f${BIDI_CONTROL_RANGES}]`, 'g');

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (ch) => {
    const named = NAMED[ch];
    if (named) return named;
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
