/**
 * Forms of gestion: one submission at a time, the outcome as the form shows it (a message, and the
 * errors per field from the contract's checks or the server's answer). The account forms' store
 * (src/stores/form-submit.ts) checks with the domain's rules, focuses a field and leaves after a delay;
 * the staff screens check with the contract's schemas and read the outcome back, so they keep this one.
 */
import { atom } from 'nanostores';
import { z } from 'zod/mini';
import { gestionMessages } from '../../messages/gestion.ts';
import type { Outcome } from './outcome.ts';

export type FormState = {
  status: 'idle' | 'busy' | 'done' | 'error';
  /** Success or failure message, null when there is none to show. */
  message: string | null;
  /** Messages per field name (the payload's names). */
  fieldErrors: Record<string, string[]>;
};

const idle: FormState = { status: 'idle', message: null, fieldErrors: {} };

/** Checks a payload with its contract schema before sending it: the same French messages as the server, at once and offline. */
export function checkPayload<S extends z.core.$ZodType>(schema: S, payload: unknown): Outcome<z.output<S>> {
  const parsed = z.safeParse(schema, payload, { error: () => gestionMessages.invalidValue });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { ok: false, message: gestionMessages.checkFields, fieldErrors, offline: false };
}

/** A form's submission: `submit` runs `action` unless one already runs; `success` words the done message. */
export function createFormSubmit<I, T>(action: (input: I) => Promise<Outcome<T>>, success?: (value: T) => string) {
  const $state = atom<FormState>(idle);
  async function submit(input: I): Promise<Outcome<T> | null> {
    if ($state.get().status === 'busy') return null;
    $state.set({ status: 'busy', message: null, fieldErrors: {} });
    const outcome = await action(input);
    $state.set(
      outcome.ok
        ? { status: 'done', message: success ? success(outcome.value) : null, fieldErrors: {} }
        : { status: 'error', message: outcome.message, fieldErrors: outcome.fieldErrors ?? {} },
    );
    return outcome;
  }
  return { $state, submit, reset: () => $state.set(idle) };
}
