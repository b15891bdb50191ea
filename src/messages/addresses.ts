/** Address book: the list, the address form and its rules. */

/** Worded by the spec: verbatim. */
const quoted = {
  streetRequired: 'Rue/Avenue requise',
  numberRequired: 'Numéro requis',
  quartierRequired: 'Quartier requis',
  communeRequired: 'Commune requise',
  phoneRequired: 'Téléphone requis',
  cannotDeleteOnly: 'Impossible de supprimer la seule adresse',
  cannotDeleteDefault: "Vous ne pouvez pas supprimer l'adresse par défaut.",
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette adresse ?',
  notFound: 'Adresse non trouvée',
  loadError: 'Erreur lors du chargement des adresses',
  addError: "Erreur lors de l'ajout de l'adresse",
  updateError: "Erreur lors de la mise à jour de l'adresse",
  deleteError: "Erreur lors de la suppression de l'adresse",
  setDefaultError: "Erreur lors de la définition de l'adresse par défaut",
  /** The three address types, named as the spec names them. */
  types: { Maison: 'Maison', Bureau: 'Bureau', Autre: 'Autre' },
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  defaultBadge: 'Par défaut',
  addAddress: 'Ajouter une adresse',
  editAddress: "Modifier l'adresse",
  edit: 'Modifier',
  remove: 'Supprimer',
  setDefault: 'Définir par défaut',
  makeDefault: 'Adresse par défaut',
  type: 'Type',
  street: 'Rue/Avenue',
  number: 'Numéro',
  quartier: 'Quartier',
  commune: 'Commune',
  city: 'Ville',
  landmark: 'Point de repère (facultatif)',
  landmarkHint: "Ex. : en face de l'église Saint-Joseph",
  /** Also the first line of an order's notes: src/domain/landmark.ts writes and reads it back with this very text. */
  landmarkOf: (landmark: string) => `Point de repère : ${landmark}`,
  noAddress: "Vous n'avez pas encore d'adresse enregistrée.",
  addressSaved: 'Adresse enregistrée.',
  addressDeleted: 'Adresse supprimée.',
} as const;

export const addressesMessages = { ...quoted, ...own } as const;
