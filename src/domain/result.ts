/**
 * Outcome of every validation: the cleaned value, or the first failing rule's French message
 * with the field it concerns (so a form can show it beside that field and focus it).
 */
export type Validation<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });

export const invalid = <T = never>(message: string, field?: string): Validation<T> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

/** Trimmed text of a form value; anything that is not a string counts as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
