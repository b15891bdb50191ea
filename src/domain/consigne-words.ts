/**
 * The consigne question in the words of the unit sold: a crate's deposit is for the crate (« Avez-vous des casiers vides
 * à échanger ? »), a bottle's for the bottle. Written into the product page at build time (its form and the island's
 * props), so no browser downloads these texts.
 */
import { productPageMessages } from '../messages/product-page.ts';
import { depositUnit } from './deposit-unit.ts';

export interface ConsigneWords {
  question: string;
  /** The answer « I have empties to exchange »: no deposit charged. */
  yes: string;
  /** The answer « I have none »: the deposit is added. */
  no: string;
  /** What is exchanged, in the plural (« casiers »), for the dialog's explanation. */
  empties: string;
  /** The same after « pas » (« de casiers »), for the product's deposit line. */
  none: string;
}

export function consigneWords(unite: unknown): ConsigneWords {
  const { plural, none } = productPageMessages.empties[depositUnit(unite)];
  return {
    question: productPageMessages.consigneQuestion(plural),
    yes: productPageMessages.hasEmpties(plural),
    no: productPageMessages.hasNoEmpties(none),
    empties: plural,
    none,
  };
}
