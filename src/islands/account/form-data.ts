import type { Validation } from '../../domain/result.ts';

/** Text values of a submitted form by field name (files and missing fields read as ''). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    values[key] = typeof value === 'string' ? value : '';
  });
  return values;
}

/**
 * A submitted form checked by a domain validation: the cleaned value, or the first rule's message
 * after moving the focus to the field it concerns (every form of the account area behaves so).
 */
export function checkedForm<T>(form: HTMLFormElement, validate: (values: Record<string, string>) => Validation<T>): Validation<T> {
  const checked = validate(formValues(form));
  if (!checked.ok) form.querySelector<HTMLElement>(`[name="${checked.field ?? ''}"]`)?.focus();
  return checked;
}
