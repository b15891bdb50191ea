import { useEffect, useRef, useState } from 'react';

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

/**
 * − / field / + ; typing is committed when it is a number, an emptied field on leaving it. A field drawn by the
 * server (the product page's) may hold another text when the island hydrates (typed, or set by the page's inline
 * script from − / +, src/stores/cart/early-add.ts): React keeps that text, so it is taken as typed on mount.
 */
export default function QuantityInput({ id, name, label, decreaseLabel, increaseLabel, value, onRequest, disabled = false }: Props) {
  const [draft, setDraft] = useState(String(value));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(String(value)), [value]);
  const type = (text: string) => {
    setDraft(text);
    if (text.trim() !== '') onRequest(text);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the text the field held before hydration.
  useEffect(() => {
    const text = (field.current as HTMLInputElement).value;
    if (text !== draft) type(text);
  }, []);
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
        ref={field}
        value={draft}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
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
