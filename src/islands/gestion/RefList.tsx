import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { refs } from '../../stores/gestion/catalogue-page.ts';
import type { RefKind } from '../../stores/gestion/refs.ts';

type Item = { id: number; nom: string; produits: number; image?: string };

/** One list (categories or brands): add, rename, delete when no product uses it, and a category's picture. */
export default function RefList({ kind, items }: { kind: RefKind; items: Item[] }) {
  const { busy } = useStore(refs.change.$state);
  const name = useStore(refs.$names)[kind];
  const renaming = useStore(refs.$renaming)[kind];
  const text = gestionMessages.refs[kind];
  const create = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void refs.create(kind);
  };
  const rename = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void refs.rename(kind);
  };
  return (
    <section className="g-box" aria-labelledby={`g-${kind}-heading`}>
      <h2 id={`g-${kind}-heading`}>{text.title}</h2>
      <form className="g-inline" onSubmit={create}>
        <label className="sr-only" htmlFor={`g-new-${kind}`}>
          {text.newLabel}
        </label>
        <input id={`g-new-${kind}`} value={name} placeholder={text.newLabel} onChange={(e) => refs.typeName(kind, e.target.value)} />
        <button className="btn" type="submit" disabled={busy || name.trim() === ''}>
          {gestionMessages.add}
        </button>
      </form>
      <ul className="g-plain">
        {items.map((item) => (
          <li key={item.id} className="g-ref">
            {renaming?.id === item.id ? (
              <form className="g-inline" onSubmit={rename}>
                <label className="sr-only" htmlFor={`g-rename-${kind}-${item.id}`}>
                  {gestionMessages.newName(item.nom)}
                </label>
                <input
                  id={`g-rename-${kind}-${item.id}`}
                  value={renaming.nom}
                  onChange={(e) => refs.typeRename(kind, item.id, e.target.value)}
                />
                <button className="btn" type="submit" disabled={busy}>
                  {gestionMessages.save}
                </button>
              </form>
            ) : (
              <span className="g-row">
                {item.image && <img className="g-thumb" src={item.image} alt="" width="48" height="48" loading="lazy" />}
                <span>
                  <strong>{item.nom}</strong> <span className="muted">· {gestionMessages.productCount(item.produits)}</span>
                </span>
              </span>
            )}
            <span className="actions">
              <button className="btn btn-ghost" type="button" onClick={() => refs.typeRename(kind, item.id, item.nom)}>
                {gestionMessages.rename(item.nom)}
              </button>
              {item.produits === 0 && (
                <button
                  className="btn btn-ghost g-danger"
                  type="button"
                  disabled={busy}
                  onClick={() => void refs.change.submit({ kind, action: 'delete', id: item.id })}
                >
                  {gestionMessages.deleteNamed(item.nom)}
                </button>
              )}
              {kind === 'categorie' && (
                <label className="btn btn-ghost g-file">
                  {gestionMessages.categoryPhoto(item.nom)}
                  <input
                    className="sr-only"
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) void refs.change.submit({ kind: 'categorie', action: 'photo', id: item.id, file });
                    }}
                  />
                </label>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
