/** Server errors per field, shown as 'Label: message' lines, and the labels of the fields the shop sends. */

/** Worded by the spec: verbatim ('Label: message', no space before the colon). */
const quoted = {
  line: (label: string, message: string) => `${label}: ${message}`,
} as const;

/** Our own wording (the spec words no label). */
const own = {
  /** Wire field name → French label; `non_field_errors`, `detail` and unknown fields have none. */
  labels: {
    username: "Nom d'utilisateur",
    email: 'Email',
    password: 'Mot de passe',
    password_confirm: 'Confirmation du mot de passe',
    first_name: 'Prénom',
    last_name: 'Nom',
    phone_number: 'Téléphone',
    current_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    address: 'Adresse',
    nom_complet: 'Nom complet',
    telephone_livraison: 'Téléphone',
    adresse_livraison: 'Adresse de livraison',
    address_id: 'Adresse enregistrée',
    mode_paiement: 'Mode de paiement',
    notes: 'Note',
    articles: 'Articles',
  } as Readonly<Record<string, string>>,
} as const;

export const fieldsMessages = { ...quoted, ...own } as const;
