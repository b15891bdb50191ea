import { useStore } from '@nanostores/react';
import { type ChangeEvent, type SubmitEvent, useEffect, useRef } from 'react';
import type { FormSubmit } from '../stores/form-submit.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form island's side of its store (src/stores/form-submit.ts), for the account forms and gestion's alike: the
 * draft and the state to render, the field a failing rule names focused, the submit handler, and `bind(name)`
 * wiring one text field to the draft (its value, its changes). The island holds no value of its own.
 */
export function useForm<Draft extends object, Success extends object>(form: FormSubmit<Draft, Success>) {
  const draft = useStore(form.$draft);
  const state = useStore(form.$state);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.focus) ref.current?.querySelector<HTMLElement>(`[name="${state.focus.field}"]`)?.focus();
  }, [state.focus]);
  return {
    draft,
    state,
    ref,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      void form.submit();
    },
    bind: (name: keyof Draft & string) => ({
      name,
      value: String(draft[name] ?? ''),
      onChange: (event: ChangeEvent<TextField>) => form.edit({ [name]: event.target.value } as Partial<Draft>),
    }),
  };
}
