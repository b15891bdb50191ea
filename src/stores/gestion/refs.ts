/** Categories (with their picture) and brands on the catalogue screen: create, rename, delete when no product uses them. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { CatalogueRefs } from '../../contract/staff-catalogue.ts';
import type { Result } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
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
  attempt: Attempt;
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
  /** What is typed: the name of a new category and of a new brand. */
  const $names = atom<Record<RefKind, string>>({ categorie: '', marque: '' });
  /** In each list, the one being renamed, with its name as typed. */
  const $renaming = atom<Record<RefKind, { id: number; nom: string } | null>>({ categorie: null, marque: null });

  async function load(): Promise<void> {
    const outcome = await attempt(() => api.catalogueRefs());
    $refs.set(outcome.ok ? { status: 'ready', refs: outcome.value } : { status: 'error', error: outcome.message });
  }

  /** Every change of both lists (one at a time, one message). */
  const change = createFormSubmit({
    send: async (action: RefAction): Promise<Result<{ value: unknown }>> => {
      if (action.action === 'photo') {
        const problem = await checkPhoto(action.file);
        if (problem) return { ok: false, message: problem, reason: 'rule' };
      }
      const outcome = await attempt(() => call(api, action));
      if (outcome.ok) {
        onSaved();
        await load();
      }
      return outcome;
    },
    succeed: () => ({ notice: okNotice(gestionMessages.refSaved) }),
  });

  /** A new one of `kind` under the name typed; the field is empty again once it is created. */
  async function create(kind: RefKind): Promise<void> {
    const outcome = await change.submit({ kind, action: 'create', nom: $names.get()[kind] });
    if (outcome?.ok) $names.set({ ...$names.get(), [kind]: '' });
  }

  /** The name typed for the one of `kind` being renamed; done once saved. */
  async function rename(kind: RefKind): Promise<void> {
    const renaming = $renaming.get()[kind];
    if (!renaming) return;
    const outcome = await change.submit({ kind, action: 'rename', ...renaming });
    if (outcome?.ok) $renaming.set({ ...$renaming.get(), [kind]: null });
  }

  return {
    $refs,
    $names,
    $renaming,
    change,
    load,
    typeName: (kind: RefKind, nom: string) => $names.set({ ...$names.get(), [kind]: nom }),
    /** Starts renaming one (its current name), or types its new name. */
    typeRename: (kind: RefKind, id: number, nom: string) => $renaming.set({ ...$renaming.get(), [kind]: { id, nom } }),
    create,
    rename,
  };
}
