import { useStore } from '@nanostores/react';
import { type RefObject, type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { FormNotice, FormSubmit } from '../../stores/form-submit.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formValues } from './form-data.ts';

/**
 * An account form's island side of its form-submit store (created once per form shown): the notice to
 * render, whether the submit button waits (busy, or not hydrated yet: a form must never submit natively,
 * password in the URL), the failing field focused, and the submit handler that hands the typed values over.
 */
export function useFormSubmit<Form extends FormSubmit>(
  create: () => Form,
): {
  form: Form;
  ref: RefObject<HTMLFormElement | null>;
  notice: FormNotice | null;
  disabled: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
} {
  const [form] = useState(create);
  const { busy, notice, focus } = useStore(form.$state);
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>(`[name="${focus.field}"]`)?.focus();
  }, [focus]);
  return {
    form,
    ref,
    notice,
    disabled: busy || !hydrated,
    onSubmit: (event) => {
      event.preventDefault();
      void form.submit(formValues(event.currentTarget));
    },
  };
}
