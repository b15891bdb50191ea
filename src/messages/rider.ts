/** The rider's screen in gestion (his round on his phone): his stops, their outcomes, what is still to send. */
import { plural } from './plural.ts';

export const riderMessages = {
  title: 'Ma tournée',
  loading: 'Chargement de votre tournée…',
  empty: "Aucun arrêt en cours : votre tournée est vide pour l'instant.",
  refresh: 'Actualiser',
  /** The round shown is the copy kept on the phone (the network failed). */
  offlineCopy: (time: string) => `Hors connexion : votre tournée telle que chargée le ${time}.`,
  stopsLabel: 'Arrêts de la tournée',
  stopHeading: (n: number, name: string) => `Arrêt ${n} — ${name}`,
  place: (commune: string, quartier: string) => [commune, quartier].filter((part) => part !== '').join(' · '),
  handOver: 'À remettre',
  emptiesToTake: 'Vides à reprendre',
  noEmpties: 'aucun',
  delivered: 'Livrée',
  notDelivered: 'Pas livrée',
  cancel: 'Annuler',
  record: 'Enregistrer',
  cash: 'Espèces reçues (FC)',
  emptiesBack: (product: string) => `Vides repris — ${product}`,
  crates: 'Casiers',
  bottles: 'Bouteilles',
  /** Shown before sending when fewer empties come back than the customer exchanges. */
  depositAdded: (amount: string) => `Consigne des vides manquants ajoutée : ${amount}`,
  newToCollect: (amount: string) => `À encaisser avec la consigne : ${amount}`,
  reason: 'Raison',
  note: 'Note',
  /** A stop's outcome as recorded (or kept to send). */
  deliveredState: (amount: string) => `Livrée — ${amount} encaissés`,
  notDeliveredState: (reason: string) => `Pas livrée (${reason})`,
  toSendBadge: 'reste à envoyer',
  toSend: (n: number) => (n > 1 ? `${plural(n, 'arrêt', 'arrêts')} restent à envoyer` : `${plural(n, 'arrêt', 'arrêts')} reste à envoyer`),
  sendNow: 'Envoyer maintenant',
  kept: 'Pas de réseau : le résultat est gardé sur le téléphone et partira dès le retour du réseau.',
  recorded: (numero: string) => `Commande ${numero} : résultat enregistré.`,
  refused: (numero: string, why: string) => `Commande ${numero} : ${why}`,
} as const;
