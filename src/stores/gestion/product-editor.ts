/**
 * Creating and editing one product (catalogue screen): the form's text as typed, checked with the
 * contract's own schema before it leaves (same French messages as the server), the photo checked by
 * its first bytes and size before it is uploaded on mobile data, archive and return to sale.
 */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { productWriteSchema, type StaffProduct } from '../../contract/staff-catalogue.ts';
import { MAX_PHOTO_BYTES, photoKind } from '../../domain/photo.ts';
import { editableAmount, typedAmount } from '../../domain/staff.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { checkPayload, createFormSubmit } from './form-submit.ts';
import type { Outcome } from './outcome.ts';

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
  };
}

/** The payload of a form (a full write: the same for a new product and an edit). */
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
  attempt: <T>(call: () => Promise<T>) => Promise<Outcome<T>>;
  /** A product was saved (the list shows it, the publication follows). */
  onSaved: (product: StaffProduct | null) => void;
};

export function createProductEditor({ api, attempt, onSaved }: Deps) {
  const $editing = atom<Editing>(null);

  const save = createFormSubmit(
    async (form: ProductForm): Promise<Outcome<StaffProduct>> => {
      const checked = checkPayload(productWriteSchema, payloadOf(form));
      if (!checked.ok) return checked;
      const editing = $editing.get();
      const payload = payloadOf(form);
      const outcome = await attempt(() =>
        editing?.mode === 'edit' ? api.updateProduct(editing.product.id, payload) : api.createProduct(payload),
      );
      if (outcome.ok) {
        $editing.set({ mode: 'edit', product: outcome.value });
        onSaved(outcome.value);
      }
      return outcome;
    },
    () => gestionMessages.productSaved,
  );

  const photo = createFormSubmit(
    async (file: Blob): Promise<Outcome<StaffProduct>> => {
      const editing = $editing.get();
      if (editing?.mode !== 'edit') return { ok: false, message: gestionMessages.saveFirst, offline: false };
      const problem = await checkPhoto(file);
      if (problem) return { ok: false, message: problem, offline: false, fieldErrors: { photo: [problem] } };
      const outcome = await attempt(() => api.uploadProductPhoto(editing.product.id, file));
      if (outcome.ok) {
        $editing.set({ mode: 'edit', product: outcome.value });
        onSaved(outcome.value);
      }
      return outcome;
    },
    () => gestionMessages.photoSaved,
  );

  /** Removes the product from the shop: deleted, or archived when an order has it (the server decides). */
  const remove = createFormSubmit(
    async (product: StaffProduct): Promise<Outcome<void>> => {
      const outcome = await attempt(() => api.deleteProduct(product.id));
      if (outcome.ok) {
        $editing.set(null);
        onSaved(null);
      }
      return outcome;
    },
    () => gestionMessages.productRemoved,
  );

  /** An archived product back on sale. */
  const restore = createFormSubmit(
    async (product: StaffProduct): Promise<Outcome<StaffProduct>> => {
      const outcome = await attempt(() => api.updateProduct(product.id, { archive: false }));
      if (outcome.ok) {
        $editing.set({ mode: 'edit', product: outcome.value });
        onSaved(outcome.value);
      }
      return outcome;
    },
    () => gestionMessages.productRestored,
  );

  function edit(target: Editing): void {
    for (const form of [save, photo, remove, restore]) form.reset();
    $editing.set(target);
  }

  return {
    $editing,
    $save: save.$state,
    $photo: photo.$state,
    $remove: remove.$state,
    $restore: restore.$state,
    edit,
    save: save.submit,
    uploadPhoto: photo.submit,
    remove: remove.submit,
    restore: restore.submit,
  };
}
