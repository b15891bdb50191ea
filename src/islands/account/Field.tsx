import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** A labelled input; `aria-invalid` when the last validation pointed at it. */
export default function Field({ id, label, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} {...input} />
    </div>
  );
}
