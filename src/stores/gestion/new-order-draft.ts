/**
 * The form of « Nouvelle commande » as typed, and the payload it makes: the customer, the lines (each with its deposit
 * choice and the empties handed back, as crates and bottles), the address with its landmark, « Je paie avec » and how
 * the order came. The rules checked before anything is sent are the API's (its contract, the checkout's phone rule,
 * the empties within what a line sells), so the manager reads the server's words at once, offline too.
 */
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import { type StaffOrderCreateInput, type StaffOrderSource, staffOrderCreateSchema } from '../../contract/staff-orders.ts';
import { parseProfileAddress } from '../../domain/address.ts';
import { formatAddress } from '../../domain/address-format.ts';
import { type CartLineInput, parseQuantity, summarizeCart } from '../../domain/cart.ts';
import { KINSHASA_COMMUNES } from '../../domain/communes.ts';
import { inBottles, maxEmptiesBack } from '../../domain/empties.ts';
import { orderNotes } from '../../domain/order-notes.ts';
import { CASH_ON_DELIVERY, isOfferedPayWith } from '../../domain/payment.ts';
import { toNineDigits } from '../../domain/phone.ts';
import { type Failure, invalid, type Result } from '../../domain/result.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { gestionMessages as say } from '../../messages/gestion.ts';
import { checkPayload } from './check-payload.ts';

/** One line as typed: quantities and empties are the fields' texts. */
export interface DraftLine {
  produit: number;
  quantite: string;
  /** The deposit is charged (the customer keeps the bottles); off for a product sold with one: an exchange. */
  avecConsigne: boolean;
  /** Empties handed back: whole crates (a crate product's) and loose bottles. */
  casiers: string;
  bouteilles: string;
}

export interface NewOrderDraft {
  source: StaffOrderSource;
  /** The customer's account, when the search found one and the manager chose it. */
  client: number | null;
  nom: string;
  telephone: string;
  email: string;
  rue: string;
  numero: string;
  quartier: string;
  commune: string;
  repere: string;
  note: string;
  /** « Je paie avec »: an amount the checkout offers for the total (hundredths, as text), '' for the exact amount. */
  payWith: string;
  lines: DraftLine[];
}

export const blankOrder = (source: StaffOrderSource = 'telephone'): NewOrderDraft => ({
  source,
  client: null,
  nom: '',
  telephone: '',
  email: '',
  rue: '',
  numero: '',
  quartier: '',
  commune: '',
  repere: '',
  note: '',
  payWith: '',
  lines: [],
});

/** The address parts of an address the customer was delivered at before (as formatAddress wrote it). */
export function addressFields(adresse: string, repere: string): Pick<NewOrderDraft, 'rue' | 'numero' | 'quartier' | 'commune' | 'repere'> {
  const { rue, numero, quartier, commune } = parseProfileAddress(adresse, KINSHASA_COMMUNES);
  return { rue, numero, quartier, commune, repere };
}

/** The cart lines of the draft, priced from the catalogue as the server prices them (lines of unknown products left out). */
export function pricedLines(lines: readonly DraftLine[], products: ReadonlyMap<number, StaffProduct>): CartLineInput[] {
  return lines.flatMap((line) => {
    const p = products.get(line.produit);
    if (!p) return [];
    return [
      {
        produit: p.id,
        nom: p.nom,
        prix: p.prix,
        prix_promo: p.prix_promo,
        prix_consigne: p.prix_consigne,
        unite: p.unite,
        quantite: line.quantite,
        avec_consigne: line.avecConsigne && p.vendu_avec_consigne,
      },
    ];
  });
}

/** A rule of the form refused the draft: nothing was sent; the message is shown at the field too. */
const refuse = (message: string, field: string): Failure => ({
  ...invalid(message, field),
  fieldErrors: { [field]: [message] },
  reason: 'rule',
});

/** A whole number of 0 or more typed in a field ('' is 0), or null. */
const count = (typed: string): number | null => {
  const text = typed.trim();
  return text === '' ? 0 : /^\d{1,6}$/.test(text) ? Number(text) : null;
};

/** The empties a line hands back, in bottles, or the line's refusal. */
function emptiesOf(line: DraftLine, product: StaffProduct, quantite: number): Result<{ value: number }> {
  const casiers = count(line.casiers);
  const bouteilles = count(line.bouteilles);
  if (casiers === null || bouteilles === null) return refuse(say.emptiesWhole, `vides-${line.produit}`);
  const back = inBottles({ casiers, bouteilles }, product.unite);
  if (back === 0) return { ok: true, value: 0 };
  if (!product.vendu_avec_consigne) return refuse(say.emptiesWithoutDeposit(product.nom), `vides-${line.produit}`);
  if (!line.avecConsigne) return refuse(say.emptiesOnExchange(product.nom), `vides-${line.produit}`);
  const max = maxEmptiesBack(quantite, product.unite);
  return back > max ? refuse(say.emptiesTooMany(product.nom, max), `vides-${line.produit}`) : { ok: true, value: back };
}

/** The payload of the draft, or the first rule it breaks (with the field to focus). */
export function orderPayload(draft: NewOrderDraft, products: ReadonlyMap<number, StaffProduct>): Result<{ value: StaffOrderCreateInput }> {
  if (draft.lines.length === 0) return refuse(say.noLines, 'produit');
  const articles: StaffOrderCreateInput['articles'] = [];
  for (const line of draft.lines) {
    const product = products.get(line.produit);
    const quantite = parseQuantity(line.quantite.trim());
    if (!product || quantite === null) return refuse(say.quantityInvalid, `quantite-${line.produit}`);
    const back = emptiesOf(line, product, quantite);
    if (!back.ok) return back;
    articles.push({ produit: product.id, quantite, avec_consigne: line.avecConsigne, bouteilles_echangees: back.value });
  }
  if (draft.nom.trim() === '' || draft.telephone.trim() === '') {
    return refuse(checkoutMessages.personalFieldsRequired, draft.nom.trim() === '' ? 'nom' : 'telephone');
  }
  // The checkout's reading of a number; the server also refuses letters in it (orderPhoneDigits).
  if (toNineDigits(draft.telephone) === null) return refuse(checkoutMessages.phoneNineDigits, 'telephone');
  const missing = (['rue', 'quartier', 'commune'] as const).find((field) => draft[field].trim() === '');
  if (missing) return refuse(say.addressRequired, missing);
  const total = summarizeCart(pricedLines(draft.lines, products)).totalCents;
  const payWith = draft.payWith === '' ? null : Number(draft.payWith);
  const offered = payWith !== null && isOfferedPayWith(total, payWith) ? payWith : null;
  return checkPayload(staffOrderCreateSchema, {
    source: draft.source,
    client: draft.client,
    nom_complet: draft.nom,
    telephone_livraison: draft.telephone,
    email: draft.email.trim(),
    adresse_livraison: formatAddress(draft),
    notes: orderNotes(draft.repere, draft.note, offered, total),
    mode_paiement: CASH_ON_DELIVERY,
    articles,
  });
}
