/**
 * One form's submission as a store (every account form is built on it): the typed values are checked
 * by a domain validation (a failing rule names the field to focus), then the action runs while the
 * form is busy; a failure shows its message, or the server's field errors as 'Label: message' lines;
 * a success shows its notice and, after the delay the spec gives, goes where the form leads. The form
 * stays busy until then, so a second press cannot send it twice. Islands render `$state` and call `submit`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { fieldErrorLines } from '../domain/field-errors.ts';
import type { Validation } from '../domain/result.ts';

/** What the form says: an error (announced as an alert) or a success (a status); `lines` are the server's field errors. */
export type FormNotice = { kind: 'error' | 'ok'; text: string; lines?: readonly string[] };

export interface FormState {
  busy: boolean;
  notice: FormNotice | null;
  /** The field whose rule failed, to focus; a new object at every failure, so the same field is focused again. */
  focus: { field: string } | null;
}

/** A verb's failure as the stores answer it. */
export type FormFailure = { ok: false; message: string; fieldErrors?: Readonly<Record<string, readonly string[]>> | undefined };

/** After a success: what to say, and where to go after how long (the form stays busy until then). */
export interface FormSuccess {
  notice?: FormNotice;
  redirect?: { afterMs: number; go: () => void };
}

/** Runs `run` after `ms` (tests inject their own clock). */
export type Schedule = (run: () => void, ms: number) => void;

export interface FormSpec<Value, Outcome extends { ok: true } | FormFailure> {
  /** The domain's rules for the typed values (`name` → text). */
  validate: (fields: Record<string, string>) => Validation<Value>;
  action: (value: Value) => Promise<Outcome>;
  succeed: (result: Extract<Outcome, { ok: true }>, value: Value) => FormSuccess;
  /** false: a failure shows its message only, even when the server named fields. */
  fieldLines?: boolean;
  schedule?: Schedule;
}

export interface FormSubmit {
  $state: ReadableAtom<FormState>;
  /** The submitted form's values; ignored while the form is busy. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

const idle: FormState = { busy: false, notice: null, focus: null };
const browserSchedule: Schedule = (run, ms) => {
  setTimeout(run, ms);
};

/** A success notice. */
export const okNotice = (text: string): FormNotice => ({ kind: 'ok', text });

/** An error notice: the message, or the field lines when there are some. */
export function errorNotice(text: string, lines: readonly string[] = []): FormNotice {
  return lines.length > 0 ? { kind: 'error', text, lines } : { kind: 'error', text };
}

export function createFormSubmit<Value, Outcome extends { ok: true } | FormFailure>(spec: FormSpec<Value, Outcome>): FormSubmit {
  const $state = atom<FormState>(idle);
  const schedule = spec.schedule ?? browserSchedule;

  async function submit(fields: Record<string, string>): Promise<void> {
    if ($state.get().busy) return;
    const checked = spec.validate(fields);
    if (!checked.ok) {
      $state.set({ busy: false, notice: errorNotice(checked.message), focus: checked.field ? { field: checked.field } : null });
      return;
    }
    $state.set({ ...$state.get(), busy: true, focus: null });
    const result: { ok: true } | FormFailure = await spec.action(checked.value);
    if (!result.ok) {
      const lines = spec.fieldLines === false ? [] : fieldErrorLines(result.fieldErrors);
      $state.set({ busy: false, notice: errorNotice(result.message, lines), focus: null });
      return;
    }
    const success = spec.succeed(result as Extract<Outcome, { ok: true }>, checked.value);
    $state.set({ busy: success.redirect !== undefined, notice: success.notice ?? null, focus: null });
    if (success.redirect) schedule(success.redirect.go, success.redirect.afterMs);
  }

  return { $state, submit };
}
