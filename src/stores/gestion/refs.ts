/** Categories (with their picture) and brands on the catalogue screen: create, rename, delete when no product uses them. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { CatalogueRefs } from '../../contract/staff-catalogue.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit } from './form-submit.ts';
import type { Outcome } from './outcome.ts';
import { checkPhoto } from './product-editor.ts';

export type RefKind = 'categorie' | 'marque';
export type RefsView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; refs: CatalogueRefs };

export type RefAction =
  | { kind: RefKind; action: 'create'; nom: string }
  | { kind: RefKind; action: 'rename'; id: number; nom: string }
  | { kind: RefKind; action: 'delete'; id: number }
  | { kind: 'categorie'; action: 'photo'; id: number; file: Blob };

type Api = Pick<
  StaffApi,
  | 'catalogueRefs'
  | 'createCategory'
  | 'renameCategory'
  | 'deleteCategory'
  | 'uploadCategoryPhoto'
  | 'createBrand'
  | 'renameBrand'
  | 'deleteBrand'
>;

type Deps = {
  api: Api;
  attempt: <T>(call: () => Promise<T>) => Promise<Outcome<T>>;
  onSaved: () => void;
};

function call(api: Api, a: RefAction): Promise<unknown> {
  if (a.action === 'photo') return api.uploadCategoryPhoto(a.id, a.file);
  const category = a.kind === 'categorie';
  if (a.action === 'create') return category ? api.createCategory({ nom: a.nom }) : api.createBrand({ nom: a.nom });
  if (a.action === 'rename') return category ? api.renameCategory(a.id, a.nom) : api.renameBrand(a.id, a.nom);
  return category ? api.deleteCategory(a.id) : api.deleteBrand(a.id);
}

export function createRefs({ api, attempt, onSaved }: Deps) {
  const $refs = atom<RefsView>({ status: 'loading' });

  async function load(): Promise<void> {
    const outcome = await attempt(() => api.catalogueRefs());
    $refs.set(outcome.ok ? { status: 'ready', refs: outcome.value } : { status: 'error', error: outcome.message });
  }

  const change = createFormSubmit(
    async (action: RefAction): Promise<Outcome<unknown>> => {
      if (action.action === 'photo') {
        const problem = await checkPhoto(action.file);
        if (problem) return { ok: false, message: problem, offline: false };
      }
      const outcome = await attempt(() => call(api, action));
      if (outcome.ok) {
        onSaved();
        await load();
      }
      return outcome;
    },
    () => gestionMessages.refSaved,
  );

  return { $refs, $change: change.$state, load, change: change.submit, reset: change.reset };
}
