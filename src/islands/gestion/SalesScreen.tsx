import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Sales } from '../../contract/staff-sales.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { formatFullDate } from '../../domain/relative-time.ts';
import { percentChange, type SalesPreset } from '../../domain/sales-period.ts';
import { emptiesMessages } from '../../messages/empties.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { sales } from '../../stores/gestion/sales-page.ts';
import ListingStatus from './ListingStatus.tsx';
import SalesChart from './SalesChart.tsx';
import StaffOnly from './StaffOnly.tsx';

const t = gestionMessages.sales;
const PRESETS: SalesPreset[] = ['today', 'week', 'month'];
const cents = (value: string | number) => toCents(value) ?? 0;
const day = (jour: string) => formatFullDate(`${jour}T12:00:00Z`);

/** The presets, and two days chosen. */
function PeriodChoice() {
  const choice = useStore(sales.$choice);
  const draft = useStore(sales.$draft);
  const problem = useStore(sales.$problem);
  return (
    <div className="g-sales-period">
      <fieldset className="g-sales-presets">
        <legend>{t.periodLabel}</legend>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`btn ${choice === preset ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={choice === preset}
            onClick={() => void sales.choose(preset)}
          >
            {t.presets[preset]}
          </button>
        ))}
      </fieldset>
      <form
        className="g-sales-range"
        aria-label={t.custom}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sales.showRange();
        }}
      >
        {(['du', 'au'] as const).map((field) => (
          <div className="g-field" key={field}>
            <label htmlFor={`g-sales-${field}`}>{field === 'du' ? t.from : t.to}</label>
            <input
              id={`g-sales-${field}`}
              type="date"
              value={draft[field]}
              aria-invalid={problem?.field === field || undefined}
              aria-describedby={problem?.field === field ? 'g-sales-problem' : undefined}
              onChange={(e) => sales.edit(field, e.target.value)}
            />
          </div>
        ))}
        <button type="submit" className={`btn ${choice === 'custom' ? 'btn-primary' : 'btn-ghost'}`}>
          {t.show}
        </button>
        {problem && (
          <p id="g-sales-problem" className="g-field-error" role="alert">
            {problem.message}
          </p>
        )}
      </form>
    </div>
  );
}

/** « +12 % » against the period before, or « — ». */
const change = (now: number, before: number) => t.change(percentChange(now, before));

function Figures({ s }: { s: Sales }) {
  const now = s.chiffres;
  const then = s.chiffres_precedents;
  const money = [
    [t.delivered, now.livre, then.livre],
    [t.basket, now.panier_moyen, then.panier_moyen],
    [t.cash, now.especes_remises, then.especes_remises],
  ] as const;
  const counts = [
    [t.deliveredOrders, now.commandes_livrees, then.commandes_livrees],
    [t.orderedOrders, now.commandes_passees, then.commandes_passees],
  ] as const;
  const empties = [
    [t.emptiesOut, now.vides_sortis, then.vides_sortis],
    [t.emptiesBack, now.vides_rendus, then.vides_rendus],
  ] as const;
  return (
    <ul className="g-plain g-figures" aria-label={t.figures}>
      {money.map(([label, value, before]) => (
        <li key={label} className="g-box g-figure">
          <strong>{formatFC(cents(value))}</strong>
          {label}
          <span className="g-change">{change(cents(value), cents(before))}</span>
          <span className="muted">{t.before(formatFC(cents(before)))}</span>
        </li>
      ))}
      {counts.map(([label, value, before]) => (
        <li key={label} className="g-box g-figure">
          <strong>{value}</strong>
          {label}
          <span className="g-change">{change(value, before)}</span>
          <span className="muted">{t.before(String(before))}</span>
        </li>
      ))}
      {empties.map(([label, value, before]) => (
        <li key={label} className="g-box g-figure">
          <strong>{emptiesMessages.count(value.casiers, value.bouteilles)}</strong>
          {label}
          <span className="muted">{t.before(emptiesMessages.count(before.casiers, before.bouteilles))}</span>
        </li>
      ))}
    </ul>
  );
}

type GroupFigures = Pick<Sales['par_source'][number], 'livre' | 'commandes_livrees' | 'livre_precedent' | 'commandes_precedentes'>;
type Row = { key: string; name: string; figure: string; before: string; change?: string };

/** A small table: a name, its figure with the period before's under it, and how it moved when told. */
function SalesTable({ title, nameColumn, figureColumn, rows }: { title: string; nameColumn: string; figureColumn: string; rows: Row[] }) {
  const id = `g-sales-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const changes = rows.some((r) => r.change !== undefined);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <div className="g-table-wrap">
          <table className="g-sales-table">
            <thead>
              <tr>
                <th scope="col">{nameColumn}</th>
                <th scope="col">{figureColumn}</th>
                {changes && <th scope="col">{t.changeColumn}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.name}</th>
                  <td>
                    {r.figure}
                    <span className="muted g-before">{t.before(r.before)}</span>
                  </td>
                  {changes && <td>{r.change}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SalesReport({ s }: { s: Sales }) {
  const byQuantity = s.meilleures_quantites.map((p) => ({
    key: `${p.produit ?? p.nom}`,
    name: p.nom,
    figure: String(p.quantite),
    before: String(p.quantite_precedente),
    change: change(p.quantite, p.quantite_precedente),
  }));
  const byAmount = s.meilleurs_montants.map((p) => ({
    key: `${p.produit ?? p.nom}`,
    name: p.nom,
    figure: formatFC(cents(p.montant)),
    before: formatFC(cents(p.montant_precedent)),
    change: change(cents(p.montant), cents(p.montant_precedent)),
  }));
  const group = (key: string, name: string, g: GroupFigures) => ({
    key,
    name,
    figure: `${formatFC(cents(g.livre))} (${g.commandes_livrees})`,
    before: `${formatFC(cents(g.livre_precedent))} (${g.commandes_precedentes})`,
    change: change(cents(g.livre), cents(g.livre_precedent)),
  });
  return (
    <>
      <h2>{t.period(day(s.periode.du), day(s.periode.au))}</h2>
      <p className="muted">{t.previous(day(s.precedente.du), day(s.precedente.au))}</p>
      <Figures s={s} />
      <SalesChart
        days={s.par_jour.map((d) => ({
          jour: d.jour,
          cents: cents(d.livre),
          delivered: d.commandes_livrees,
          ordered: d.commandes_passees,
        }))}
      />
      <SalesTable title={t.bestByQuantity} nameColumn={t.product} figureColumn={t.quantity} rows={byQuantity} />
      <SalesTable title={t.bestByRevenue} nameColumn={t.product} figureColumn={t.amount} rows={byAmount} />
      <SalesTable
        title={t.byCommune}
        nameColumn={t.commune}
        figureColumn={t.deliveredWithOrders}
        rows={s.par_commune.map((c) => group(c.commune, c.commune || t.noCommune, c))}
      />
      <SalesTable
        title={t.bySource}
        nameColumn={t.source}
        figureColumn={t.deliveredWithOrders}
        rows={s.par_source.map((c) => group(c.source, gestionMessages.sourceChoices[c.source], c))}
      />
    </>
  );
}

function SalesDesk() {
  const view = useStore(sales.$view);
  useEffect(() => void sales.load(), []);
  return (
    <>
      <p className="muted">{t.intro}</p>
      <PeriodChoice />
      <ListingStatus view={view} />
      {view.status === 'ready' && <SalesReport s={view.sales} />}
    </>
  );
}

/** /gestion/ventes: delivered sales over a period (admins and managers). */
export default function SalesScreen() {
  return (
    <StaffOnly>
      <SalesDesk />
    </StaffOnly>
  );
}
