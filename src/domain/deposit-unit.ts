/**
 * What one deposit is charged for, read from the product's `unite`: its first word decides, so
 * « Casier de 20 bouteilles » is charged « par casier » (one deposit for the crate), never « par
 * bouteille ». An empty or unknown unit says « par article ».
 */
import { productMessages } from '../messages/product.ts';
import { formatFC } from './money.ts';

export type DepositUnit = keyof typeof productMessages.depositUnit;

const KNOWN: readonly DepositUnit[] = ['casier', 'pack', 'bouteille', 'canette', 'brique', 'bonbonne'];

/** `casier` for « Casier de 20 bouteilles », `canette` for « Canettes 33 cl », `article` for « Fût » or nothing. */
export function depositUnit(unite: unknown): DepositUnit {
  if (typeof unite !== 'string') return 'article';
  const first =
    unite
      .trim()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/^\p{L}+/u)?.[0] ?? '';
  const singular = first.endsWith('s') ? first.slice(0, -1) : first;
  return KNOWN.find((unit) => unit === singular) ?? 'article';
}

/** The deposit as every screen writes it: « 12 000 FC par casier ». */
export function depositPerUnit(cents: number, unite: unknown): string {
  return productMessages.depositPrice(formatFC(cents), productMessages.depositUnit[depositUnit(unite)]);
}
