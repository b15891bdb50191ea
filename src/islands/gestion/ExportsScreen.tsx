import { useStore } from '@nanostores/react';
import { EXPORT_KINDS, type ExportKind } from '../../contract/staff-exports.ts';
import { priceChangeLines } from '../../domain/price-change.ts';
import { exportsMessages as t } from '../../messages/exports.ts';
import { exportsScreen as screen } from '../../stores/gestion/exports-page.ts';
import StaffOnly from './StaffOnly.tsx';

/** The period the exports cover (Kinshasa days), both days included. */
function Period() {
  const period = useStore(screen.$period);
  return (
    <fieldset className="g-box g-export-period">
      <legend>{t.period}</legend>
      <div className="g-filter-more">
        <div className="g-field">
          <label htmlFor="g-export-du">{t.from}</label>
          <input id="g-export-du" type="date" value={period.du} onChange={(e) => screen.setPeriod('du', e.target.value)} />
        </div>
        <div className="g-field">
          <label htmlFor="g-export-au">{t.to}</label>
          <input id="g-export-au" type="date" value={period.au} onChange={(e) => screen.setPeriod('au', e.target.value)} />
        </div>
      </div>
    </fieldset>
  );
}

/** One file: its name, its button, then what became of it. */
function ExportLine({ kind }: { kind: ExportKind }) {
  const downloads = useStore(screen.$downloads);
  const state = downloads[kind] ?? { status: 'idle' };
  const id = `g-export-${kind}`;
  return (
    <li className="g-box g-export">
      <span id={id}>{t.kinds[kind].label}</span>
      <button
        type="button"
        className="btn"
        aria-describedby={id}
        disabled={state.status === 'busy'}
        onClick={() => void screen.download(kind)}
      >
        {state.status === 'busy' ? t.downloading : t.download}
      </button>
      {state.status === 'done' && (
        <p className="notice ok" role="status">
          {state.message}
        </p>
      )}
      {state.status === 'error' && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
    </li>
  );
}

/** The price list sent back: the file chosen, its changes, then « Appliquer ». */
function PriceImport() {
  const state = useStore(screen.$import);
  return (
    <section className="g-box" aria-labelledby="g-import-title">
      <h2 id="g-import-title">{t.importTitle}</h2>
      <p className="muted">{t.importIntro}</p>
      <div className="g-field">
        <label htmlFor="g-import-file">{t.importFile}</label>
        <input
          id="g-import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            void screen.choose(e.target.files?.[0]);
          }}
        />
      </div>
      {state.status === 'reading' && <p role="status">{t.reading}</p>}
      {state.status === 'refused' && (
        <div className="notice error" role="alert">
          <p>{state.message}</p>
          {state.reasons.length > 0 && (
            <ul>
              {state.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {(state.status === 'preview' || state.status === 'applying') && (
        <>
          <h3>{state.changes.length === 0 ? t.noChange : t.changesTitle(state.changes.length)}</h3>
          <ul className="g-plain g-price-changes">
            {state.changes.map((c) => (
              <li key={c.id}>
                <strong>{c.nom}</strong>
                {priceChangeLines(c.avant, c.apres).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </li>
            ))}
          </ul>
          {state.changes.length > 0 && (
            <button type="button" className="btn" disabled={state.status === 'applying'} onClick={() => void screen.apply()}>
              {t.apply}
            </button>
          )}
        </>
      )}
      {state.status === 'applied' && (
        <p className="notice ok" role="status">
          {t.applied(state.count)}
        </p>
      )}
    </section>
  );
}

/** /gestion/exports (admins and managers): CSV files for the accountant and the brewery, and the price list imported back. */
export default function ExportsScreen() {
  return (
    <StaffOnly>
      <p className="muted">{t.intro}</p>
      <Period />
      <ul className="g-plain g-exports">
        {EXPORT_KINDS.map((kind) => (
          <ExportLine key={kind} kind={kind} />
        ))}
      </ul>
      <PriceImport />
    </StaffOnly>
  );
}
