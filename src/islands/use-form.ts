import { useStore } from '@nanostores/react';
import { type ChangeEvent, type FocusEvent, type SubmitEvent, useEffect, useRef } from 'react';
import { formatPhoneDisplay } from '../domain/phone.ts';
import type { FormSubmit } from '../stores/form-submit.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form island's side of its store (src/stores/form-submit.ts), for the account forms and gestion's alike: the
 * draft and the state to render, the field a failing rule names focused, the submit handler, `bind(name)` wiring one
 * text field to the draft (its value, its changes), and `bindPhone(name)` a phone field, which shows the number read
 * once the customer leaves it (src/domain/phone.ts). The island holds no value of its own.
 */
export function useForm<Draft extends object, Success extends object>(form: FormSubmit<Draft, Success>) {
  const draft = useStore(form.$draft);
  const state = useStore(form.$state);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.focus) ref.current?.querySelector<HTMLElement>(`[name="${state.focus.field}"]`)?.focus();
  }, [state.focus]);
  const bind = (name: keyof Draft & string) => ({
    name,
    value: String(draft[name] ?? ''),
    onChange: (event: ChangeEvent<TextField>) => form.edit({ [name]: event.target.value } as Partial<Draft>),
  });
  return {
    draft,
    state,
    ref,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      void form.submit();
    },
    bind,
    bindPhone: (name: keyof Draft & string) => ({
      ...bind(name),
      type: 'tel',
      onBlur: (event: FocusEvent<HTMLInputElement>) => form.edit({ [name]: formatPhoneDisplay(event.target.value) } as Partial<Draft>),
    }),
  };
}
