/** Moving a shop from its SQLite file to PostgreSQL (`npm run shop -- copy-to-postgres`): our own wording. */

export const movingMessages = {
  noTarget:
    "Copie refusée : DATABASE_URL n'est pas défini. Donnez l'adresse de la base PostgreSQL de destination, par exemple DATABASE_URL=postgres://boutique@serveur/kinboissons npm run shop -- copy-to-postgres.",
  noSource: (file: string) => `Copie refusée : aucune base SQLite à copier (${file} introuvable).`,
  inUse: (pid: number, lock: string) =>
    `Copie refusée : la boutique utilise encore la base SQLite (processus ${pid}, verrou ${lock}). Arrêtez-la d'abord : une commande passée pendant la copie serait perdue.`,
  notEmpty: (table: string, rows: number) =>
    `Copie refusée : la base PostgreSQL n'est pas vide (table ${table} : ${rows} ligne(s)). Donnez une base neuve ; rien n'a été écrit.`,
  table: (table: string, rows: number) => `Table ${table} : ${rows} ligne(s) copiée(s).`,
  done: (rows: number) =>
    `Copie terminée : ${rows} ligne(s) dans PostgreSQL, en une seule transaction. Démarrez la boutique avec DATABASE_URL pour servir depuis PostgreSQL ; la base SQLite reste intacte.`,
} as const;
