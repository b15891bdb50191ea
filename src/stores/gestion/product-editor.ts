/**
 * Creating and editing one product (catalogue screen): the form's text as typed, checked with the
 * contract's own schema before it leaves (same French messages as the server), the photo checked by
 * its first bytes and size before it is uploaded on mobile data, archive and return to sale.
 */

import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { productWriteSchema, type StaffProduct } from '../../contract/staff-catalogue.ts';
import { MAX_PHOTO_BYTES, photoKind } from '../../domain/photo.ts';
import { type Result, valid } from '../../domain/result.ts';
import { editableAmount, typedAmount } from '../../domain/staff.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

/** The product form as typed (every value a string; '' for none). */
export interface ProductForm {
  nom: string;
  description: string;
  prix: string;
  prix_promo: string;
  prix_consigne: string;
  vendu_avec_consigne: boolean;
  stock: string;
  unite: string;
  categorie: string;
  marque: string;
  /** The low-stock threshold; '' for its unit's. */
  seuil_stock: string;
}

export const emptyProductForm: ProductForm = {
  nom: '',
  description: '',
  prix: '',
  prix_promo: '',
  prix_consigne: '0',
  vendu_avec_consigne: false,
  stock: '0',
  unite: '',
  categorie: '',
  marque: '',
  seuil_stock: '',
};

/** A product's values in the form's terms. */
export function formOf(p: StaffProduct): ProductForm {
  return {
    nom: p.nom,
    description: p.description,
    prix: editableAmount(String(p.prix)),
    prix_promo: p.prix_promo === null ? '' : editableAmount(String(p.prix_promo)),
    prix_consigne: editableAmount(String(p.prix_consigne)),
    vendu_avec_consigne: p.vendu_avec_consigne,
    stock: String(p.stock),
    unite: p.unite,
    categorie: p.categorie ? String(p.categorie.id) : '',
    marque: p.marque ? String(p.marque.id) : '',
    seuil_stock: p.seuil_stock === null ? '' : String(p.seuil_stock),
  };
}

/** The payload of a form: a full write for a new product; an edit sends it without the stock. */
export function payloadOf(form: ProductForm) {
  const stock = form.stock.trim();
  return {
    nom: form.nom,
    description: form.description,
    prix: typedAmount(form.prix),
    prix_promo: typedAmount(form.prix_promo) === '' ? null : typedAmount(form.prix_promo),
    prix_consigne: typedAmount(form.prix_consigne) || '0',
    vendu_avec_consigne: form.vendu_avec_consigne,
    stock: stock === '' ? Number.NaN : Number(stock),
    unite: form.unite,
    categorie: form.categorie ? Number(form.categorie) : null,
    marque: form.marque ? Number(form.marque) : null,
    seuil_stock: form.seuil_stock.trim() === '' ? null : Number(form.seuil_stock.trim()),
  };
}

/** A photo worth uploading: JPEG, PNG or WebP by its first bytes, at most 5 MB; else the message to show. */
export async function checkPhoto(file: Blob): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return gestionMessages.photoTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return photoKind(head) === null ? gestionMessages.photoNotImage : null;
}

export type Editing = { mode: 'new' } | { mode: 'edit'; product: StaffProduct } | null;

type Deps = {
  api: Pick<StaffApi, 'createProduct' | 'updateProduct' | 'deleteProduct' | 'uploadProductPhoto'>;
  attempt: Attempt;
  /** A product was saved (the list shows it, the publication follows). */
  onSaved: (product: StaffProduct | null) => void;
};

export function createProductEditor({ api, attempt, onSaved }: Deps) {
  const $editing = atom<Editing>(null);

  /** A product the server answered for the one shown: the list and the publication follow. */
  function saved(product: StaffProduct): void {
    $editing.set({ mode: 'edit', product });
    onSaved(product);
  }

  /**
   * The product's form: its draft as typed, checked with the contract before it leaves (a full write for a new product,
   * the same without its stock for an edit). A new product, once created, is edited from what the server saved.
   */
  const save = createFormSubmit({
    initial: emptyProductForm,
    check: (form: ProductForm) => {
      const checked = checkPayload(productWriteSchema, payloadOf(form));
      return checked.ok ? valid(payloadOf(form)) : checked;
    },
    send: (payload) => {
      const editing = $editing.get();
      if (editing?.mode !== 'edit') return attempt(() => api.createProduct(payload));
      // An edit leaves the stock alone: the orders placed while the form was open keep what they took.
      const { stock: _stock, ...edit } = payload;
      return attempt(() => api.updateProduct(editing.product.id, edit));
    },
    succeed: ({ value: product }) => {
      const created = $editing.get()?.mode !== 'edit';
      saved(product);
      return created
        ? { notice: okNotice(gestionMessages.productSaved), draft: formOf(product) }
        : { notice: okNotice(gestionMessages.productSaved) };
    },
  });

  const photo = createFormSubmit({
    send: async (file: Blob): Promise<Result<{ value: StaffProduct }>> => {
      const editing = $editing.get();
      if (editing?.mode !== 'edit') return { ok: false, message: gestionMessages.saveFirst, reason: 'rule' };
      const problem = await checkPhoto(file);
      if (problem) return { ok: false, message: problem, reason: 'rule', fieldErrors: { photo: [problem] } };
      return attempt(() => api.uploadProductPhoto(editing.product.id, file));
    },
    succeed: ({ value: product }) => {
      saved(product);
      return { notice: okNotice(gestionMessages.photoSaved) };
    },
  });

  /** Removes the product from the shop: deleted, or archived when an order has it (the server decides). */
  const remove = createFormSubmit({
    send: (product: StaffProduct) => attempt(() => api.deleteProduct(product.id)),
    succeed: () => {
      $editing.set(null);
      onSaved(null);
      return { notice: okNotice(gestionMessages.productRemoved) };
    },
  });

  /** An archived product back on sale. */
  const restore = createFormSubmit({
    send: (product: StaffProduct) => attempt(() => api.updateProduct(product.id, { archive: false })),
    succeed: ({ value: product }) => {
      saved(product);
      return { notice: okNotice(gestionMessages.productRestored) };
    },
  });

  /** Opens a product (its values in the form), a new one (an empty form), or goes back to the list (null). */
  function edit(target: Editing): void {
    for (const form of [photo, remove, restore]) form.reset();
    save.reset(target?.mode === 'edit' ? formOf(target.product) : emptyProductForm);
    $editing.set(target);
  }

  return { $editing, save, photo, remove, restore, edit };
}
