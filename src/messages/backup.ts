/** Backups and restore of the shop's database: the operator command line's and the serving process's log lines. */

/** Our own wording (the spec words none of these). */
const own = {
  /** `npm run shop -- backup` or `restore` with DATABASE_URL set: those copy the SQLite file only. */
  sqliteOnly:
    'Refusé : DATABASE_URL est défini, les données de la boutique sont dans PostgreSQL. « npm run shop -- backup » et « restore » ne copient que la base SQLite de DATA_DIR ; sauvegardez PostgreSQL avec ses propres outils (pg_dump, pg_restore).',
  exists: (file: string) => `Le fichier ${file} existe déjà : choisissez un autre nom.`,
  written: (file: string, bytes: number) => `Sauvegarde écrite : ${file} (${bytes} octets, mode 0600).`,
  /** The serving process's daily backup. */
  daily: {
    written: (file: string, bytes: number, removed: number) =>
      `Sauvegarde quotidienne écrite : ${file} (${bytes} octets)${removed > 0 ? ` ; ${removed} plus ancienne(s) supprimée(s)` : ''}.`,
    failed: (reason: string, minutes: number) =>
      `Sauvegarde quotidienne impossible (${reason}) : la boutique continue de servir ; nouvel essai dans ${minutes} min.`,
  },
  restore: {
    notFound: (file: string) => `Fichier introuvable : ${file}.`,
    inUse: (pid: number, lock: string) =>
      `Restauration refusée : la boutique utilise la base de données (processus ${pid}, verrou ${lock}). Arrêtez-la d'abord (par exemple « systemctl stop kin-boissons »), puis relancez la restauration. Un verrou laissé par un arrêt brutal ne bloque pas : il est ignoré dès que son processus ne tourne plus ; si le processus ${pid} n'est pas la boutique (numéro réutilisé), supprimez ce fichier.`,
    staleLock: (pid: number, lock: string) => `Verrou périmé retiré : ${lock} (le processus ${pid} ne tourne plus, arrêt brutal).`,
    notSqlite: (file: string) =>
      `Restauration refusée : ${file} n'est pas une base SQLite (fichier endommagé ou d'un autre type). La base actuelle n'a pas été touchée.`,
    corrupt: (file: string, reason: string) =>
      `Restauration refusée : ${file} est endommagé (contrôle d'intégrité : ${reason}). La base actuelle n'a pas été touchée.`,
    notShop: (file: string) =>
      `Restauration refusée : ${file} est une base SQLite, mais pas une base de la boutique Kin Boissons. La base actuelle n'a pas été touchée.`,
    tooNew: (file: string, version: number, known: number) =>
      `Restauration refusée : ${file} vient d'une version plus récente de la boutique (migration ${version}, celle-ci en connaît ${known}). Mettez la boutique à jour d'abord. La base actuelle n'a pas été touchée.`,
    done: (file: string, version: number) => `Base de données restaurée depuis ${file} (migration ${version}).`,
    keptAside: (aside: string) => `L'ancienne base est gardée à côté : ${aside}.`,
    noneBefore: 'Aucune base de données en place avant la restauration.',
    startHint: 'Redémarrez la boutique (npm start) : elle ouvrira la base restaurée.',
  },
} as const;

export const backupMessages = { ...own } as const;
