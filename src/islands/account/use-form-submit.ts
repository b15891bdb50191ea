import { useEffect, useState } from 'react';
import type { FormSubmit } from '../../stores/form-submit.ts';
import { useForm } from '../use-form.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formValues } from './form-data.ts';

/**
 * An account form's island side of its store (created once per form shown): `useForm`, with the submit button
 * waiting until the island has hydrated (a form must never submit natively, password in the URL), and what was
 * typed into the page's fields before hydration kept in the draft (the static page's form was usable already).
 */
export function useFormSubmit<Draft extends object, Success extends object, Extra extends object = Record<never, never>>(
  create: () => FormSubmit<Draft, Success> & Extra,
) {
  const [form] = useState(create);
  const bound = useForm(form);
  const hydrated = useHydrated();
  const { ref } = bound;
  useEffect(() => {
    const draft = form.$draft.get() as Record<string, unknown>;
    const typed = Object.entries(ref.current ? formValues(ref.current) : {}).filter(([name, value]) => draft[name] === '' && value !== '');
    if (typed.length > 0) form.edit(Object.fromEntries(typed) as Partial<Draft>);
  }, [form, ref]);
  return { ...bound, form, disabled: bound.state.busy || !hydrated };
}
