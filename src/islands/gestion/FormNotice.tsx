import type { FormState } from '../../stores/gestion/form-submit.ts';

/** A form's outcome: its message once done or failed (fields show their own errors). */
export default function FormNotice({ state, id }: { state: FormState; id?: string }) {
  if (!state.message || (state.status !== 'done' && state.status !== 'error')) return null;
  return (
    <p id={id} className={`notice ${state.status === 'done' ? 'ok' : 'error'}`} role={state.status === 'error' ? 'alert' : 'status'}>
      {state.message}
    </p>
  );
}

/** First error of a field, for its `aria-describedby` text. */
export function fieldError(state: FormState, field: string): string | null {
  return state.fieldErrors[field]?.[0] ?? null;
}
