/** Texts of a configuration error: printed by the shop's processes when an environment variable is wrong. */

/** Our own wording (the spec words none of these). */
const own = {
  /** The whole error: every problem, in the order found. */
  invalid: (...problems: readonly string[]) => `Configuration invalide : ${problems.join(' ; ')}.`,
  problem: (name: string, expected: string, received: string) => `${name} doit être ${expected} (reçu « ${received} »)`,
  /** A secret is never shown back, not even a wrong one: only its length. */
  secretProblem: (name: string, expected: string, length: number) => `${name} doit être ${expected} (reçu ${length} caractères)`,
  expected: {
    port: 'un nombre entier de 0 à 65535',
    absoluteUrl: 'une adresse http(s) absolue, comme https://kinboissons.cd',
    absoluteUrls: 'des adresses http(s) absolues séparées par des espaces, comme http://127.0.0.1:4321 http://127.0.0.1:4322',
    apiUrl: 'une adresse http(s) absolue ou un chemin commençant par /',
    flag: '0 ou 1',
    positiveInteger: 'un nombre entier supérieur à 0',
    index: 'un nombre entier à partir de 0',
    path: 'un chemin de dossier',
    ipAddress: 'une adresse IP, comme 127.0.0.1',
    rebuildToken:
      "un secret d'au moins 32 caractères parmi les lettres, les chiffres et . _ ~ + / - = (par exemple la sortie de « openssl rand -base64 32 »)",
    hourOfDay: 'une heure de Kinshasa au format HH:MM, comme 03:00',
    logLevel: 'un niveau parmi fatal, error, warn, info, debug, trace, silent',
    databaseUrl: 'une adresse PostgreSQL, comme postgres://kin:motdepasse@localhost:5432/kinboissons',
  },
  /** What a process says at start, before or once it listens. */
  database: {
    /** A PostgreSQL connection lost while idle in the pool: the process goes on, the next query opens another. */
    idleConnectionLost: (reason: string) =>
      `[postgres] connexion au repos perdue (${reason}) : retirée du pool, la prochaine requête en ouvre une autre.`,
  },
  start: {
    portBusy: (port: number) =>
      `Le port ${port} est déjà utilisé par un autre programme (EADDRINUSE) : arrêtez-le ou choisissez un autre port avec PORT=…`,
    portDenied: (port: number) =>
      `Le port ${port} est réservé à l'administrateur (EACCES) : choisissez un port au-dessus de 1023 avec PORT=…`,
    dataDirDenied: (dir: string, code: string) =>
      `Le dossier de données ${dir} n'est pas accessible en écriture (${code}) : donnez-le à l'utilisateur du service ou choisissez-en un autre avec DATA_DIR=…`,
    schemaNewer: (version: number, known: number) =>
      `La base de données vient d'une version plus récente de la boutique (migration ${version} ; ce code en connaît ${known}) : ` +
      "démarrage refusé, rien n'a été modifié. Installez la version qui l'a écrite, ou restaurez une sauvegarde faite par celle-ci.",
    diskFull: (dir: string) => `Le disque du dossier de données ${dir} est plein (ENOSPC) : libérez de la place puis relancez.`,
    /** The line scripts/lib/start-shop.ts reads the port from: `Kin Boissons : http://localhost:<port>/`. */
    listening: (port: number, dataDir: string, dev: boolean) =>
      `Kin Boissons : http://localhost:${port}/ (données : ${dataDir}${dev ? ', mode développement' : ''})`,
    /** `npm run api`: the same line, naming the API's address. */
    apiListening: (port: number, dataDir: string, dev: boolean) =>
      `API Kin Boissons : http://localhost:${port}/api/v1/ (données : ${dataDir}${dev ? ', mode développement' : ''})`,
    catalogueSource: (catalogueApiUrl: string, embedded: boolean, publicApiUrl: string) =>
      `Catalogue lu à la construction depuis ${catalogueApiUrl}${embedded ? ' (API intégrée)' : ''} ; navigateur → ${publicApiUrl}`,
    tokenFile: (file: string) => `Jeton de reconstruction : ${file} (ou REBUILD_TOKEN).`,
    tokenGenerated: (file: string, token: string) => `REBUILD_TOKEN généré et conservé dans ${file} (affiché cette seule fois) : ${token}`,
    tokenFromEnvironment: 'Jeton de reconstruction : REBUILD_TOKEN (environnement).',
    siteUrlMissing: (fallback: string) =>
      `Attention : SITE_URL n'est pas défini ; les liens canoniques et le sitemap des pages, et les liens des e-mails, pointent vers ${fallback}. Définissez SITE_URL=https://votre-domaine.`,
  },
} as const;

export const configMessages = { ...own } as const;
