import { type RefObject, useEffect, useRef } from 'react';
import type { ConsigneWords } from '../../domain/consigne-words.ts';
import { productMessages } from '../../messages/product.ts';

interface Props {
  open: boolean;
  /** The question and its answers in the words of the unit sold (« casiers » for a crate). */
  words: ConsigneWords;
  depositText: string;
  /** true: the customer has empty bottles to exchange (no deposit charged). */
  onAnswer: (hasBottles: boolean) => void;
  onCancel: () => void;
  /** Gets the focus back when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** Modal `<dialog>`: focus goes to the first answer, Escape cancels, focus returns to the add button. */
export default function ConsigneDialog({ open, words, depositText, onAnswer, onCancel, returnFocus }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      first.current?.focus();
    } else if (!open && element.open) {
      element.close();
      returnFocus.current?.focus();
    }
  }, [open, returnFocus]);
  return (
    <dialog
      ref={dialog}
      className="consigne-dialog"
      aria-labelledby="consigne-question"
      aria-describedby="consigne-detail"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="consigne-question">{words.question}</h2>
      <p id="consigne-detail" className="muted">
        {depositText}
      </p>
      <div className="actions">
        <button ref={first} type="button" className="btn" onClick={() => onAnswer(true)}>
          {words.yes}
        </button>
        <button type="button" className="btn btn-alt" onClick={() => onAnswer(false)}>
          {words.no}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {productMessages.close}
        </button>
      </div>
    </dialog>
  );
}
