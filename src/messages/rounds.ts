/** Orders out: riders, rounds, delivery outcomes, the riders' cash and the depot's empties. */
export const roundsMessages = {
  reasonRequired: "Choisissez pourquoi la commande n'a pas été livrée.",
  noteRequired: 'Précisez la raison (« Autre »).',
  correctionReasonRequired: 'Indiquez la raison de la correction.',
  roundEmpty: 'Choisissez au moins une commande.',
  roundTooLong: (max: number) => `Une tournée compte au plus ${max} arrêts.`,
  orderTwice: 'Une commande figure deux fois dans la tournée.',
  notARider: "Ce compte n'est pas un livreur actif.",
  notReadyToLeave: (numero: string, label: string) =>
    `La commande ${numero} est « ${label} » : seules les commandes prêtes partent en tournée.`,
  unknownOrder: (id: number) => `La commande ${id} n'existe pas.`,
  notOnTheWay: (label: string) => `Cette commande est « ${label} » : elle n'est pas en livraison.`,
  outcomeRecorded: 'Le résultat de cette livraison est déjà enregistré.',
  noOutcome: "Cette commande n'a pas de résultat de livraison à corriger.",
  cannotRedeliver: (label: string) => `Cette commande est « ${label} » depuis : la livraison ne peut plus être corrigée.`,
  dayClosed: 'La caisse de ce jour est fermée : plus rien ne peut y être changé.',
  unknownLine: (id: number) => `La ligne ${id} n'est pas une ligne de cette commande.`,
  emptiesTooMany: (max: number) => `Au plus ${max} bouteilles vides par ligne.`,
  emptiesNotWhole: 'Un nombre entier de casiers ou de bouteilles, 0 ou plus.',
  dayInvalid: 'Une date au format AAAA-MM-JJ.',
  alreadyClosed: 'Cette caisse est déjà fermée.',
  /** Why an order was not delivered, as the rider chose it. */
  reasons: { absent: 'absent', refuse: 'refusé', adresse_introuvable: 'adresse introuvable', autre: 'autre' } as Record<string, string>,
} as const;
