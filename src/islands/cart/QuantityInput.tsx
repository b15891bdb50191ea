import { useEffect, useState } from 'react';

interface Props {
  id: string;
  /** The field's name in a plain form (the product page's, submitted before hydration). */
  name?: string;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  /** Requested quantity, as typed or value ± 1; the caller applies the stock rules. */
  onRequest: (requested: unknown) => void;
  disabled?: boolean;
}

/** − / field / + ; typing is committed when it is a number, an emptied field on leaving it. */
export default function QuantityInput({ id, name, label, decreaseLabel, increaseLabel, value, onRequest, disabled = false }: Props) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <span className="cart-qty">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <button type="button" aria-label={decreaseLabel} disabled={disabled || value <= 1} onClick={() => onRequest(value - 1)}>
        −
      </button>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() !== '') onRequest(event.target.value);
        }}
        onBlur={() => {
          if (draft.trim() === '') onRequest(draft);
          setDraft(String(value));
        }}
      />
      <button type="button" aria-label={increaseLabel} disabled={disabled} onClick={() => onRequest(value + 1)}>
        +
      </button>
    </span>
  );
}
