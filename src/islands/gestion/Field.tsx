import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FormState } from '../../stores/form-submit.ts';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its error (or hint) under it, announced with the field. */
export default function Field({ id, label, error, hint, ...input }: Props) {
  const described = error ? `${id}-erreur` : hint ? `${id}-aide` : undefined;
  return (
    <div className="g-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error ? (
        <p id={`${id}-erreur`} className="g-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-aide`} className="muted g-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The first message the last send gave a field (the contract's check or the server's answer), for its `error`. */
export function fieldError(state: FormState, field: string): string | null {
  return state.fieldErrors[field]?.[0] ?? null;
}
