import { cratesAndBottles } from '../../domain/empties.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import type { CashRow, emptiesBalances, expectedCash, OutcomeRow } from '../db/deliveries.ts';

/** A delivery's current outcome as every screen shows it (the amounts the server computed when it was recorded). */
export function outcomeJson(o: OutcomeRow) {
  return {
    resultat: o.resultat,
    motif: o.motif,
    especes: centsToDecimalString(o.especes_cents),
    consigne_manquante: centsToDecimalString(o.consigne_manquante_cents),
    a_encaisser: centsToDecimalString(o.a_encaisser_cents),
    livreur: o.livreur_id,
    jour: o.jour,
    date: o.date,
    corrigee: o.correction_motif !== '',
  };
}

/** A rider's cash of a day: expected (frozen when closed), handed in, the difference. */
export function cashJson(
  rider: { id: number; first_name: string; last_name: string },
  recorded: Awaited<ReturnType<typeof expectedCash>>[number] | undefined,
  closed: CashRow | undefined,
) {
  const attendu = closed?.attendu_cents ?? recorded?.attendu ?? 0;
  return {
    livreur: rider.id,
    nom: `${rider.first_name} ${rider.last_name}`.trim(),
    livrees: recorded?.livrees ?? 0,
    attendu: centsToDecimalString(attendu),
    remis: closed ? centsToDecimalString(closed.remis_cents) : null,
    ecart: closed ? centsToDecimalString(Math.abs(closed.remis_cents - attendu)) : null,
    ecart_signe: closed ? Math.sign(closed.remis_cents - attendu) : null,
    fermee: closed !== undefined,
    fermee_le: closed?.date ?? null,
  };
}

/** A customer's empties of one product: out, back, and what they still hold, in bottles and as crates and bottles. */
export function emptiesJson(row: Awaited<ReturnType<typeof emptiesBalances>>[number]) {
  const solde = row.sortis - row.rendus;
  return {
    client: row.user_id,
    telephone: row.telephone,
    produit: row.produit_id,
    nom: row.nom,
    unite: row.unite,
    sortis: row.sortis,
    rendus: row.rendus,
    solde,
    solde_unites: cratesAndBottles(Math.abs(solde), row.unite),
  };
}
