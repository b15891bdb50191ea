/** The operator command line (`npm run shop`): its help, its errors and what it prints. */

/** Our own wording (the spec words none of these). */
const own = {
  usage: 'Utilisation : npm run shop -- <commande> [options] (aide : npm run shop -- --help)',
  help: {
    title: 'Commandes de la boutique Kin Boissons, sur la base DATA_DIR/shop.sqlite (DATA_DIR=…, par défaut ./var du projet).',
    commands: 'Commandes :',
    common: 'Options de toutes les commandes :',
    create: "--create     crée la base de données si elle n'existe pas encore (sinon, refus)",
    helpOption: '-h, --help   cette aide ; « npm run shop -- <commande> --help » pour une commande',
  },
  commands: {
    createStaff: "crée un compte du personnel ; le mot de passe est demandé, ou lu sur l'entrée standard (jamais en argument)",
    setPassword:
      "donne un nouveau mot de passe à un compte du personnel (ses sessions se ferment) ; demandé, ou lu sur l'entrée standard (jamais en argument)",
    importCatalogue: 'importe un catalogue JSON (marques, catégories, produits)',
    listOrders: 'liste les dernières commandes : client, téléphone, adresse, articles, total',
    showOrder: 'affiche une commande : client, adresse, articles, consignes, frais et totaux',
    setStatus: "change le statut d'une commande (l'e-mail du client part par la boutique en marche)",
    backup:
      'copie la base de données, cohérente même pendant les commandes, dans un nouveau fichier lisible par vous seul (0600) ; par défaut dans DATA_DIR/backups',
    restore:
      "remet une sauvegarde à la place de la base (boutique arrêtée) après l'avoir vérifiée ; l'ancienne base est gardée à côté, renommée",
    copyToPostgres:
      'copie toute la boutique (comptes, commandes, avis, notifications…) de la base SQLite de DATA_DIR dans la base PostgreSQL vide de DATABASE_URL (boutique arrêtée)',
  },
  options: {
    email: '--email <adresse>          adresse de connexion du compte',
    role: '--role admin|manager        rôle du compte',
    firstName: '--prenom <prénom>           prénom (facultatif) : les écrans disent « Bonjour <prénom> »',
    lastName: '--nom <nom>                 nom de famille (facultatif)',
    limit: '--limit <n>                 nombre de commandes, de 1 à 1000 (50 par défaut)',
  },
  errors: {
    unknownCommand: (name: string) => `Commande inconnue : « ${name} ».`,
    noCommand: 'Aucune commande donnée.',
    unknownOption: (option: string, command: string) => `Option inconnue pour ${command} : ${option}.`,
    missingValue: (option: string) => `L'option ${option} attend une valeur.`,
    extraArgument: (value: string, command: string) => `Argument en trop pour ${command} : « ${value} ».`,
    missingArgument: (what: string) => `Argument manquant : ${what}.`,
    missingOption: (option: string) => `Option manquante : ${option}.`,
    notANumber: (option: string, value: string) => `${option} doit être un nombre entier de 1 à 1000 (reçu « ${value} »).`,
    badRole: (value: string) => `--role doit être admin ou manager (reçu « ${value} »).`,
    badStatus: (value: string, statuses: string) => `Statut inconnu : « ${value} » (statuts : ${statuses}).`,
    passwordOption:
      "Le mot de passe ne se donne pas en argument (il resterait dans l'historique du shell) : il est demandé, ou lu sur l'entrée standard.",
    noDatabase: (file: string) =>
      `Aucune base de données dans ${file}. Vérifiez DATA_DIR (ou le dossier d'où vous lancez la commande) ; pour en créer une, ajoutez --create.`,
    passwordEmpty: 'Mot de passe vide.',
    passwordMismatch: 'Les deux mots de passe diffèrent.',
    staffExists: (email: string) =>
      `Un compte avec l'adresse ${email} existe déjà. Pour lui donner un nouveau mot de passe : npm run shop -- set-password --email ${email}`,
    noAccount: (email: string) => `Aucun compte avec l'adresse ${email}.`,
    notStaff: (email: string) =>
      `${email} est un compte client : son mot de passe se change par « Mot de passe oublié » sur le site, pas par cette commande.`,
    orderNotFound: (ref: string) => `Commande introuvable : ${ref}`,
    invalidJson: (reason: string) => `Erreur : fichier JSON illisible (${reason})`,
    prefix: (message: string) => `Erreur : ${message}`,
  },
  out: {
    database: (file: string) => `Base de données : ${file}`,
    databaseCreated: (file: string) => `Base de données créée : ${file}`,
    passwordPrompt: 'Mot de passe :',
    passwordAgain: 'Mot de passe (encore) :',
    staffCreated: (role: string, email: string, id: number) => `Compte ${role} créé : ${email} (id ${id}).`,
    passwordSet: (email: string, sessions: string) => `Nouveau mot de passe enregistré pour ${email} ; ${sessions}`,
    sessionsEnded: 'ses sessions ouvertes sont fermées.',
    stillDeactivated: 'Ce compte reste désactivé : un admin le réactive dans « Personnel ».',
    imported: (categories: number, brands: number, created: number, updated: number) =>
      `Catalogue importé : ${categories} catégories, ${brands} marques, ${created} produits créés, ${updated} mis à jour.`,
    rebuildHint: "Pensez à reconstruire le site (le processus de service le fait quand l'API change le catalogue).",
    noOrders: 'Aucune commande.',
    statusChanged: (numero: string, from: string, to: string) => `${numero} : ${from} → ${to}`,
    order: {
      title: (numero: string, id: number, status: string) => `Commande ${numero} (id ${id}) — ${status}`,
      date: 'Date',
      customer: 'Client',
      phone: 'Téléphone',
      email: 'E-mail',
      address: 'Adresse',
      payment: 'Paiement',
      notes: 'Notes',
      lines: 'Articles :',
      line: (quantity: number, name: string, unit: string, amount: string) => `${quantity} × ${name} à ${unit} = ${amount}`,
      deposit: (quantity: number, unit: string, amount: string) => `consigne ${quantity} × ${unit} = ${amount}`,
      none: '—',
    },
  },
} as const;

export const cliMessages = { ...own } as const;
