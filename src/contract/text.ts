/** The one rule for every text a write takes (names, descriptions, addresses, comments…). */
import { z } from 'zod/mini';
import { textRuleMessages } from '../messages/text-rule.ts';
import { validationMessages } from '../messages/validation.ts';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * A character no text of the shop may hold: C0 and C1 control characters (tab and line breaks only in a
 * multi-line text) and the two non-characters U+FFFE and U+FFFF; NUL is reported apart, in DRF's words.
 */
function isControl(code: number, multiline: boolean): boolean {
  if (code === 0) return false;
  if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffe || code === 0xffff;
}

/** True when `text` holds a control character (see `isControl`) or a lone surrogate half. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  if (!text.isWellFormed()) return true;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i), multiline)) return true;
  return false;
}

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), as a character class's
 * ranges: in a name they turn around the text a reader sees (« Jean‮ecnerolF » shows as « Jean Florence »).
 */
export const BIDI_CONTROL_RANGES = '\u202a-\u202e\u2066-\u2069';
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROL_RANGES}]`);
const LINE_BREAK = /[\t\n\r]/;

/**
 * A text of at most `max` characters after trimming, without NUL (refused as DRF does) nor any other
 * control character; `multiline` lets tabs and line breaks through (descriptions, addresses, comments, notes),
 * else a line break is refused as such.
 */
export const plainText = (max: number, multiline = false) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, { error: textRuleMessages.atMostCharacters(max) }),
    z.refine((text) => !text.includes('\u0000'), { error: textRuleMessages.nulCharacter, abort: true }),
    z.refine((text) => multiline || !LINE_BREAK.test(text), { error: textRuleMessages.oneLine, abort: true }),
    z.refine((text) => !hasControlCharacter(text, multiline), { error: textRuleMessages.controlCharacter }),
  );

/** `plainText`, required: not empty after trimming (`required`: the message when it is). */
export const requiredPlainText = (max: number, multiline = false, required: string = validationMessages.fieldRequired) =>
  z.pipe(z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required })), plainText(max, multiline));

/** A required text of at most `max` characters (after trimming), under the one text rule (no NUL, no control character). */
export const requiredTextUpTo = (max: number) => requiredPlainText(max, true);

const noBidiControl = z.refine<string>((text) => !BIDI_CONTROL.test(text), { error: textRuleMessages.bidiControl });

/** A person's or a thing's name, may be empty: one line, under the one text rule, and no bidirectional control. */
export const nameText = (max: number) => plainText(max).check(noBidiControl);

/** A name, required (`required`: the message when it is empty). */
export const requiredName = (max: number, required: string = validationMessages.fieldRequired) =>
  requiredPlainText(max, false, required).check(noBidiControl);
