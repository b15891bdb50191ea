import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { publication } from '../../stores/gestion/publication-page.ts';
import FormNotice from '../FormNotice.tsx';

/** The site customers see: being published, online since…, a failure and its reason; going back to the previous version. */
export default function PublicationBar() {
  const view = useStore(publication.$publication);
  const rollback = useStore(publication.rollback.$state);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => publication.open(), []);
  let text: string = gestionMessages.loading;
  if (view.status === 'none' || view.status === 'error') text = view.message;
  if (view.status === 'ready') {
    const { state, pending } = view;
    if (state.etat === 'en_cours' || pending) text = state.site_entier ? gestionMessages.publishingWhole : gestionMessages.publishing;
    else if (state.etat === 'echec') text = gestionMessages.publishFailed(state.erreur ?? '');
    else if (state.en_ligne_depuis) text = gestionMessages.onlineSince(formatDateTime(state.en_ligne_depuis));
    else text = gestionMessages.notPublished;
  }
  const waiting =
    view.status === 'ready' && view.state.modifications_en_attente > 0 && view.state.en_attente_depuis
      ? gestionMessages.waitingChanges(view.state.modifications_en_attente, formatDateTime(view.state.en_attente_depuis))
      : null;
  const canRollBack = view.status === 'ready' && view.state.version_precedente !== null && view.state.etat !== 'en_cours';
  return (
    <section className="g-publication g-box" aria-labelledby="g-publication-heading">
      <h2 id="g-publication-heading" className="sr-only">
        {gestionMessages.publicationHeading}
      </h2>
      <p role="status" className={view.status === 'ready' && view.state.etat === 'echec' ? 'g-field-error' : ''}>
        {text}
        {waiting && (
          <>
            <br />
            {waiting}
          </>
        )}
      </p>
      {canRollBack && !confirming && (
        <button className="btn btn-ghost" type="button" onClick={() => setConfirming(true)}>
          {gestionMessages.rollback}
        </button>
      )}
      {confirming && (
        <fieldset className="g-confirm">
          <legend className="sr-only">{gestionMessages.rollback}</legend>
          <p>{gestionMessages.rollbackQuestion}</p>
          <p className="actions">
            <button
              className="btn"
              type="button"
              disabled={rollback.busy}
              onClick={() => {
                setConfirming(false);
                void publication.rollback.submit();
              }}
            >
              {gestionMessages.confirmRollback}
            </button>
            <button className="btn btn-ghost" type="button" onClick={() => setConfirming(false)}>
              {gestionMessages.keepCurrent}
            </button>
          </p>
        </fieldset>
      )}
      <FormNotice notice={rollback.notice} />
    </section>
  );
}
