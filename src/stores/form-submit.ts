/**
 * The one form helper, for the account forms and gestion's alike: the form's draft as typed (`$draft`, changed by
 * `edit`: the island renders it and holds no value of its own), its rules (`check`: a failing rule names the field to
 * focus), the send while the form is busy (a second press sends nothing), and what the form says: a failure's
 * message, the server's errors per field (beside each field, or as 'Label: message' lines under the message), each
 * gone once its field is changed, a success's notice and, after the delay the spec gives, where the form leads (busy until then). A form without a
 * draft (a button: deactivate an account, move an order) sends what `submit` is given.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { fieldErrorLines } from '../domain/field-errors.ts';
import type { Failure, FieldErrors, Result } from '../domain/result.ts';

/** What the form says: an error (announced as an alert) or a success (a status); `lines` are the server's field errors. */
export type FormNotice = { kind: 'error' | 'ok'; text: string; lines?: readonly string[] };

export interface FormState {
  busy: boolean;
  notice: FormNotice | null;
  /** The server's (or the contract's) messages per field, shown beside each field. */
  fieldErrors: FieldErrors;
  /** The field whose rule failed, to focus; a new object at every failure, so the same field is focused again. */
  focus: { field: string } | null;
}

/** After a success: what to say, where to go after how long (the form stays busy until then), and the next draft. */
export interface FormSuccess<Draft> {
  notice?: FormNotice;
  redirect?: { afterMs: number; go: () => void };
  draft?: Draft;
}

/** Runs `run` after `ms` (tests inject their own clock). */
export type Schedule = (run: () => void, ms: number) => void;

export interface FormSpec<Draft, Value, Success extends object> {
  /** The draft the form starts from. */
  initial?: Draft;
  /** The rules of the draft: the value to send, or the first failure. None: the draft is sent as it is. */
  check?: (draft: Draft) => Result<{ value: Value }>;
  send: (value: Value) => Promise<Result<Success>>;
  succeed?: (success: Success, value: Value) => FormSuccess<Draft>;
  /** A failure's field errors also as 'Label: message' lines under its message (forms without a place per field). */
  fieldLines?: boolean;
  schedule?: Schedule;
}

export interface FormSubmit<Draft, Success extends object = Record<never, never>> {
  /** The form as typed: `initial`, then every `edit`. */
  $draft: ReadableAtom<Draft>;
  $state: ReadableAtom<FormState>;
  edit: (patch: Partial<Draft>) => void;
  /** Checks and sends the draft (or `input`); null while a send is on its way. */
  submit: (input?: Draft) => Promise<Result<Success> | null>;
  /** Back to idle, with a new draft when given (another product opened). */
  reset: (draft?: Draft) => void;
}

const idle: FormState = { busy: false, notice: null, fieldErrors: {}, focus: null };
const browserSchedule: Schedule = (run, ms) => {
  setTimeout(run, ms);
};

/** A success notice. */
export const okNotice = (text: string): FormNotice => ({ kind: 'ok', text });

/** An error notice: the message, or the field lines when there are some. */
export function errorNotice(text: string, lines: readonly string[] = []): FormNotice {
  return lines.length > 0 ? { kind: 'error', text, lines } : { kind: 'error', text };
}

/**
 * The state once `fields` were changed: their errors beside them go, and the message of a rule that named one of them
 * (the field it focused) too; a send's failure stays said until the next send.
 */
function withoutErrorsOf(state: FormState, fields: readonly string[]): FormState {
  const stale = fields.filter((field) => field in state.fieldErrors);
  const ruleFixed = state.focus !== null && state.notice?.kind === 'error' && fields.includes(state.focus.field);
  if (stale.length === 0 && !ruleFixed) return state;
  const fieldErrors = Object.fromEntries(Object.entries(state.fieldErrors).filter(([field]) => !stale.includes(field)));
  return ruleFixed ? { ...state, fieldErrors, notice: null, focus: null } : { ...state, fieldErrors };
}

export function createFormSubmit<Draft, Value = Draft, Success extends object = Record<never, never>>(
  spec: FormSpec<Draft, Value, Success>,
): FormSubmit<Draft, Success> {
  const $draft = atom(spec.initial as Draft);
  const $state = atom<FormState>(idle);
  const schedule = spec.schedule ?? browserSchedule;
  const check = spec.check ?? ((draft: Draft) => ({ ok: true as const, value: draft as unknown as Value }));

  /** A refusal: `focus`, the field to focus (a rule's; a send's failure focuses none). */
  function failed(failure: Failure, focus: string | undefined): void {
    const lines = spec.fieldLines ? fieldErrorLines(failure.fieldErrors) : [];
    $state.set({
      busy: false,
      notice: errorNotice(failure.message, lines),
      fieldErrors: failure.fieldErrors ?? {},
      focus: focus === undefined ? null : { field: focus },
    });
  }

  async function submit(input: Draft = $draft.get()): Promise<Result<Success> | null> {
    if ($state.get().busy) return null;
    const checked = check(input);
    if (!checked.ok) {
      failed(checked, checked.field);
      return checked;
    }
    $state.set({ ...idle, busy: true });
    const result = await spec.send(checked.value);
    if (!result.ok) {
      failed(result, undefined);
      return result;
    }
    const success = spec.succeed?.(result, checked.value) ?? {};
    if (success.draft !== undefined) $draft.set(success.draft);
    $state.set({ ...idle, busy: success.redirect !== undefined, notice: success.notice ?? null });
    if (success.redirect) schedule(success.redirect.go, success.redirect.afterMs);
    return result;
  }

  return {
    $draft,
    $state,
    edit: (patch) => {
      $draft.set({ ...$draft.get(), ...patch });
      $state.set(withoutErrorsOf($state.get(), Object.keys(patch as object)));
    },
    submit,
    reset: (draft) => {
      if (draft !== undefined) $draft.set(draft);
      $state.set(idle);
    },
  };
}
