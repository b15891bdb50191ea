/** Gestion's forms check what they send with its contract schema before it leaves: the same French messages as the server, at once and offline. */
import { z } from 'zod/mini';
import type { Result } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** The payload as the schema reads it, or its messages per field (a failure of the shop's rules: nothing was sent). */
export function checkPayload<S extends z.core.$ZodType>(schema: S, payload: unknown): Result<{ value: z.output<S> }> {
  const parsed = z.safeParse(schema, payload, { error: () => gestionMessages.invalidValue });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { ok: false, message: gestionMessages.checkFields, fieldErrors, reason: 'rule' };
}
