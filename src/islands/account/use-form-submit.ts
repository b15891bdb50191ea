import { useLayoutEffect, useState } from 'react';
import type { FormSubmit } from '../../stores/form-submit.ts';
import { useForm } from '../use-form.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formValues } from './form-data.ts';

/**
 * An account form's island side of its store (created once per form shown): `useForm`, with the submit button
 * waiting until the island has hydrated (a form must never submit natively, password in the URL), and what was
 * typed into the page's fields before hydration kept in the draft (the static page's form was usable already).
 * The fields are read in the task that commits the hydration, and a state set there makes React draw the draft and
 * subscribe to its store in that same task: read in an effect (a task later), a key typed in between reached a
 * field drawn from a store the island did not listen to yet, and React put the field back to its blank value
 * (decision 040, « no key lost while the island hydrates »).
 */
export function useFormSubmit<Draft extends object, Success extends object, Extra extends object = Record<never, never>>(
  create: () => FormSubmit<Draft, Success> & Extra,
) {
  const [form] = useState(create);
  const bound = useForm(form);
  const hydrated = useHydrated();
  const { ref } = bound;
  const [, setFieldsTaken] = useState(false);
  useLayoutEffect(() => {
    const draft = form.$draft.get() as Record<string, unknown>;
    const typed = Object.entries(ref.current ? formValues(ref.current) : {}).filter(([name, value]) => draft[name] === '' && value !== '');
    if (typed.length > 0) form.edit(Object.fromEntries(typed) as Partial<Draft>);
    setFieldsTaken(true);
  }, [form, ref]);
  return { ...bound, form, disabled: bound.state.busy || !hydrated };
}
