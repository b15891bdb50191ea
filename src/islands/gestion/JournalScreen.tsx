import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { JOURNAL_KINDS, type JournalKind } from '../../domain/journal-entry.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { journal } from '../../stores/gestion/journal-page.ts';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

const t = gestionMessages.journal;
const KINDS = Object.keys(JOURNAL_KINDS) as JournalKind[];

/** Who, what and which day: each filter applies at once. */
function JournalFilters() {
  const filters = useStore(journal.$filters);
  const view = useStore(journal.$view);
  const authors = view.status === 'ready' ? view.authors : [];
  return (
    <form className="g-filters" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="g-filter-more">
        <div className="g-field">
          <label htmlFor="g-journal-qui">{t.who}</label>
          <select id="g-journal-qui" value={filters.qui} onChange={(e) => void journal.setFilter('qui', e.target.value)}>
            <option value="">{t.everyone}</option>
            {authors.map((a) => (
              <option key={a.valeur} value={a.valeur}>
                {a.nom}
              </option>
            ))}
          </select>
        </div>
        <div className="g-field">
          <label htmlFor="g-journal-quoi">{t.what}</label>
          <select id="g-journal-quoi" value={filters.quoi} onChange={(e) => void journal.setFilter('quoi', e.target.value)}>
            <option value="">{t.everything}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="g-field">
          <label htmlFor="g-journal-jour">{t.day}</label>
          <input id="g-journal-jour" type="date" value={filters.jour} onChange={(e) => void journal.setFilter('jour', e.target.value)} />
        </div>
      </div>
    </form>
  );
}

/** The actions, newest first: the sentence, then when; « Voir plus » reads the next page. */
function JournalDesk() {
  const view = useStore(journal.$view);
  useEffect(() => void journal.load(), []);
  return (
    <>
      <p className="muted">{t.intro}</p>
      <JournalFilters />
      <ListingStatus view={view} empty={view.status === 'ready' && view.entries.length === 0 ? t.none : null} />
      {view.status === 'ready' && view.entries.length > 0 && (
        <section aria-label={t.title}>
          <p className="muted" role="status">
            {t.count(view.count)}
          </p>
          <ol className="g-plain">
            {view.entries.map((entry) => (
              <li key={entry.id} className="g-box g-movement">
                <strong>{entry.texte}</strong>
                <span className="muted">
                  <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                </span>
              </li>
            ))}
          </ol>
          {view.next && (
            <button type="button" className="btn btn-ghost" onClick={() => void journal.more()}>
              {gestionMessages.more}
            </button>
          )}
        </section>
      )}
    </>
  );
}

/** /gestion/journal: every staff action (admins and managers). */
export default function JournalScreen() {
  return (
    <StaffOnly>
      <JournalDesk />
    </StaffOnly>
  );
}
