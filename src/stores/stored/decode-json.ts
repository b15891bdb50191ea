/**
 * What localStorage holds is untrusted input: every stored JSON is decoded here, through a zod schema, and
 * garbage gives the fallback. Apart from the atoms (stored-text.ts), so that the header of every page keeps
 * its keys' texts without loading zod.
 */
import { z } from 'zod/mini';

/**
 * The one decoder of stored JSON (every key of localStorage goes through it): the text is parsed,
 * then checked with `schema`; a missing value, unparsable JSON or a schema failure gives `fallback`.
 */
export function decodeJson<T>(schema: z.core.$ZodType<T>, fallback: T, text: string | undefined): T {
  if (text === undefined) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
  const parsed = z.safeParse(schema, raw);
  return parsed.success ? parsed.data : fallback;
}
