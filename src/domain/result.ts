/**
 * The one shape of an outcome that can fail, wherever the shop returns one (a rule, a store's verb, a call):
 * `{ ok: true }` with the fields the success carries (`Result<{ user: User }>`), or the one `Failure`, which says
 * in French what went wrong and, when known, where and why.
 */

/** The server's messages per field, as DRF sends them (`{ telephone: ['…'] }`). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface Failure {
  ok: false;
  /** What the person reads. */
  message: string;
  /** The field whose rule failed: a form shows the message beside it and focuses it. */
  field?: string;
  /** The server's messages per field. */
  fieldErrors?: FieldErrors;
  /**
   * Why, when the caller acts on it: `rule`, a rule of the shop refused it here and nothing was sent; `server`, the
   * server answered with a refusal; `offline`, the server could not be reached (worth trying again by itself).
   */
  reason?: 'rule' | 'server' | 'offline';
}

/** Success with the fields of `T`, or the failure. */
export type Result<T extends object = Record<never, never>> = ({ ok: true } & T) | Failure;

/** A rule's cleaned value. */
export const valid = <T>(value: T): Result<{ value: T }> => ({ ok: true, value });

/** A rule's refusal: the first failing rule's message, with the field it concerns. */
export const invalid = (message: string, field?: string): Failure =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

/** Trimmed text of a form value; anything that is not a string counts as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
