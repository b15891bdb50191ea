/**
 * « Journal »: every staff action read as one French sentence (« Jean a changé le prix de Primus 72 cl : 2 500 → 2 600 FC »),
 * and the kinds the screen filters by. The journal's rows keep the action's own values (`details`, stored JSON): they are
 * read here defensively, so that a row an older or newer version of the shop wrote still reads as a sentence.
 */
import { gestionMessages } from '../messages/gestion.ts';
import { roundsMessages } from '../messages/rounds.ts';
import { formatFC } from './money.ts';
import { orderStatusLabel } from './order-status.ts';
import { movementLine } from './stock-movement.ts';

const t = gestionMessages.journal;

/** What the journal keeps an eye on (its `objet` column). */
export const JOURNAL_OBJECTS = [
  'commande',
  'produit',
  'categorie',
  'marque',
  'avis',
  'message',
  'compte',
  'publication',
  'tournee',
  'caisse',
] as const;
export type JournalObject = (typeof JOURNAL_OBJECTS)[number];

/** The journal's actions on a product's stock (the other actions on a product are the catalogue's). */
const STOCK_ACTIONS = ['reception', 'inventaire'];
/** The journal's actions of orders out: rounds, outcomes and their corrections, the riders' cash closed. */
const DELIVERY_ACTIONS = ['tournee', 'livraison', 'correction', 'caisse'];

/**
 * What « Quoi » filters by: the objects of each kind, and for a product, stock actions apart from the catalogue's.
 * A kind added here (deliveries, cash…) appears in the filter and in the API's `quoi` at once.
 */
export const JOURNAL_KINDS = {
  produit: { objets: ['produit', 'categorie', 'marque'], except: STOCK_ACTIONS },
  stock: { objets: ['produit'], only: STOCK_ACTIONS },
  commande: { objets: ['commande'], except: DELIVERY_ACTIONS },
  livraison: { objets: ['tournee', 'commande', 'caisse'], only: DELIVERY_ACTIONS },
  personnel: { objets: ['compte'] },
  publication: { objets: ['publication'] },
  avis: { objets: ['avis'] },
  message: { objets: ['message'] },
} as const satisfies Record<string, { objets: readonly JournalObject[]; only?: readonly string[]; except?: readonly string[] }>;
export type JournalKind = keyof typeof JOURNAL_KINDS;

export function isJournalKind(value: string): value is JournalKind {
  return Object.hasOwn(JOURNAL_KINDS, value);
}

/** One journal row as the sentence needs it. */
export interface JournalFacts {
  /** Who, as the reader may see them (a name, an e-mail for an admin, « npm run shop »). */
  who: string;
  action: string;
  objet: string;
  objetId: number | null;
  /** The object's name now (product, category, brand, account), or the order's number; null when it no longer exists. */
  name: string | null;
  /** The row's `details`, parsed. */
  details: unknown;
}

type Details = Record<string, unknown>;

const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Amounts without « FC » on the left of the arrow: « 2 500 → 2 600 FC ». */
const bareAmount = (cents: number): string => formatFC(cents).replace(/\u00a0FC$/, '');

/** One changed field's values, before and after, as a person reads them. */
function fieldChange(field: string, before: unknown, after: unknown): string | null {
  if (field.endsWith('_cents')) {
    const [b, a] = [int(before), int(after)];
    if (b === null && a === null) return null;
    if (b !== null && a !== null) return t.change(bareAmount(b), formatFC(a));
    return t.change(b === null ? t.nothing : formatFC(b), a === null ? t.nothing : formatFC(a));
  }
  if (typeof before === 'boolean' || typeof after === 'boolean') return t.change(before ? t.yes : t.no, after ? t.yes : t.no);
  if (field === 'seuil_stock') return t.change(int(before)?.toString() ?? t.defaultThreshold, int(after)?.toString() ?? t.defaultThreshold);
  // Names and units read as they were; a long description or a brand's id is only said to have changed.
  if (field === 'nom' || field === 'unite') return t.change(text(before) ?? t.nothing, text(after) ?? t.nothing);
  return null;
}

function productChanges(who: string, name: string, details: Details): string {
  const fields = Object.entries(details).filter(([, value]) => Array.isArray(value) && value.length === 2) as [string, unknown[]][];
  const label = (field: string) => t.fields[field] ?? field;
  if (fields.length === 0) return t.productEdited(who, name);
  if (fields.length === 1) {
    const [[field, [before, after]] = ['', []]] = fields;
    const change = fieldChange(field, before, after);
    return change === null ? t.fieldTouched(who, label(field), name) : t.fieldChanged(who, label(field), name, change);
  }
  return t.fieldsChanged(
    who,
    name,
    fields
      .map(([field, [before, after]]) => {
        const change = fieldChange(field, before, after);
        return change === null ? label(field) : t.fieldChange(label(field), change);
      })
      .reduce((list, change) => t.changeList(list, change)),
  );
}

function stockSentence(who: string, name: string, action: 'reception' | 'inventaire', details: Details): string {
  const [before, after] = Array.isArray(details['stock']) ? details['stock'] : [];
  const quantite = int(details['quantite']);
  const [b, a] = [int(before), int(after)];
  const line =
    quantite === null || b === null || a === null
      ? gestionMessages.movementTypes[action]
      : movementLine({ type: action, quantite, stock_avant: b, stock_apres: a });
  const reason = text(details['motif']);
  return t.stockMoved(who, name, reason === null ? line : t.stockReason(line, reason));
}

/** A delivery's outcome as the journal kept it: « livrée, 24 000 FC encaissés » or « non livrée (absent) ». */
function outcomeText(details: Details): string {
  if (details['resultat'] === 'livree') return t.deliveredOutcome(formatFC(int(details['especes']) ?? 0));
  const reason = text(details['motif']);
  const reasons: Record<string, string> = roundsMessages.reasons;
  return t.notDeliveredOutcome((reason && reasons[reason]) ?? reason ?? '?');
}

/** The sentence of one journal row. */
export function journalSentence(entry: JournalFacts): string {
  const { who, action, objet } = entry;
  const d = record(entry.details);
  // The name now; else the one the row kept; else its number.
  const name = entry.name ?? text(d['nom']) ?? text(d['numero']) ?? text(d['email']) ?? t.numbered(entry.objetId);
  switch (`${objet}:${action}`) {
    case 'produit:modification':
      return productChanges(who, name, d);
    case 'produit:creation':
      return t.productCreated(who, name);
    case 'produit:archivage':
      return t.productArchived(who, name);
    case 'produit:remise_en_vente':
      return t.productBack(who, name);
    case 'produit:suppression':
      return t.productDeleted(who, text(d['nom']) ?? name);
    case 'produit:photo':
      return t.productPhoto(who, name);
    case 'produit:reception':
    case 'produit:inventaire':
      return stockSentence(who, name, action as 'reception' | 'inventaire', d);
    case 'categorie:creation':
      return t.categoryCreated(who, text(d['nom']) ?? name);
    case 'categorie:modification':
      return t.categoryRenamed(who, text(d['avant']) ?? name, text(d['apres']) ?? name);
    case 'categorie:suppression':
      return t.categoryDeleted(who, text(d['nom']) ?? name);
    case 'categorie:photo':
      return t.categoryPhoto(who, name);
    case 'marque:creation':
      return t.brandCreated(who, text(d['nom']) ?? name);
    case 'marque:modification':
      return t.brandRenamed(who, text(d['avant']) ?? name, text(d['apres']) ?? name);
    case 'marque:suppression':
      return t.brandDeleted(who, text(d['nom']) ?? name);
    case 'commande:statut':
      return t.orderStatus(who, name, orderStatusLabel(d['de']) || '?', orderStatusLabel(d['vers']) || '?');
    case 'commande:saisie': {
      const source = text(d['source']);
      const sources: Record<string, string> = gestionMessages.sources;
      return t.orderTaken(who, name, (source && sources[source]) ?? source ?? '?');
    }
    case 'avis:approbation':
      return t.reviewApproved(who, name);
    case 'avis:retrait':
      return t.reviewWithdrawn(who, name);
    case 'avis:rejet':
      return t.reviewRejected(who, name, int(d['note']) ?? 0, text(d['commentaire']) ?? '');
    case 'message:traite':
      return t.messageHandled(who, t.numbered(entry.objetId));
    case 'message:a_traiter':
      return t.messageReopened(who, t.numbered(entry.objetId));
    case 'compte:creation':
      return t.accountCreated(who, name);
    case 'compte:desactivation':
      return t.accountDeactivated(who, name);
    case 'compte:reactivation':
      return t.accountReactivated(who, name);
    case 'compte:deconnexion':
      return t.accountSignedOut(who, name, int(d['sessions']) ?? 0);
    case 'compte:mot_de_passe':
      return t.accountPassword(who, name);
    case 'tournee:tournee':
      return t.roundBuilt(who, t.numbered(entry.objetId), name, Array.isArray(d['commandes']) ? d['commandes'].length : 0);
    case 'commande:livraison':
      return t.deliveryRecorded(who, name, outcomeText(d));
    case 'commande:correction':
      return t.deliveryCorrected(who, name, outcomeText(d), text(d['motif_correction']) ?? '?');
    case 'caisse:caisse':
      return t.cashClosed(
        who,
        name,
        text(d['jour']) ?? '?',
        formatFC(int(d['attendu']) ?? 0),
        formatFC(int(d['remis']) ?? 0),
        formatFC(int(d['ecart']) ?? 0),
      );
    case 'publication:retour_arriere':
      return t.rolledBack(who, text(d['de']) ?? '?', text(d['vers']) ?? '?');
    default:
      return t.other(who, action, entry.objetId === null ? objet : `${objet} ${t.numbered(entry.objetId)}`);
  }
}
