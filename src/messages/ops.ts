/** The serving process: the page shown while the first release builds, the rebuild trigger's answers, and its log. */

/** Our own wording (the spec words none of these). */
const own = {
  preparing: 'Le site se prépare, réessayez dans un instant.',
  rebuildTokenRefused: 'Jeton de reconstruction manquant ou invalide.',
  rebuildScheduled: 'Reconstruction programmée.',
  tooManyFailures: (seconds: number) => `Trop de jetons invalides : réessayez dans ${seconds} s.`,
  /** What the process logs while it builds a release. */
  build: {
    catalogueRead: (summary: string) => `Catalogue lu : ${summary}`,
    phases: {
      catalogue: 'Construction : lecture du catalogue…',
      scripts: 'Construction : assemblage des scripts et des styles…',
      pages: 'Construction : écriture des pages…',
    },
    progress: (pages: number, total: number | null, seconds: number) =>
      `Construction : ${pages}${total === null ? '' : ` / ≈${total}`} pages (${seconds} s)`,
    pagesDone: (pages: number, seconds: number) => `Construction : ${pages} pages écrites en ${seconds} s ; contrôle et compression…`,
    online: (url: string) => `Boutique en ligne : ${url}`,
    retry: (seconds: number, cause: string) =>
      `Aucune release en ligne et la construction a échoué (${cause}) : nouvel essai dans ${seconds} s.`,
    nginxUnreadablePolicy: (csp: string) => `politique de sécurité que nginx ne peut pas reprendre telle quelle : ${csp}`,
    renderFunctionsNotKept: (reason: string) =>
      `Fonctions de rendu de la release non gardées (${reason}) : la prochaine modification sera publiée par une construction complète.`,
    wholeInstead: (cause: string) => `Publication des seules pages modifiées impossible (${cause}) : construction complète du site.`,
    changedOnly: (products: number) =>
      `Publication des pages des ${products} produit(s) modifié(s), le reste repris de la release en ligne.`,
    pruneFailed: (id: string, reason: string) =>
      `Release ${id} en ligne, mais les anciennes releases n'ont pas pu être supprimées (${reason}) : nouvel essai à la prochaine publication.`,
    waitingNotKept: (reason: string) =>
      `Modification du catalogue non gardée sur le disque (${reason}) : elle sera publiée, mais perdue si le processus s'arrête avant.`,
    waitingResumed: (count: number) => `${count} modification(s) du catalogue restée(s) en attente au dernier arrêt : publication.`,
    announceFailed:
      "Les autres machines de la boutique n'ont pas pu être prévenues de la modification : elles la publieront à leur prochaine construction.",
    /** Why a build started, as the log and /_ops/status say it. */
    reasons: {
      firstStart: 'première mise en service',
      retry: 'nouvel essai (aucune release en ligne)',
      catalogueChanged: 'modification du catalogue',
      waitingAtStop: 'modifications en attente au dernier arrêt',
      buildOnce: 'npm run rebuild (aucun serveur en marche)',
    },
  },
  /** The holding page's note to the operator while no release is live and the last build failed. */
  preparingFailed: (cause: string, seconds: number) =>
    `Note pour l'exploitant : la construction du site a échoué (${cause}). Nouvel essai automatique dans ${seconds} s. Vérifiez que l'API du catalogue (CATALOGUE_API_URL) répond et lisez le journal du processus (npm start).`,
  /** Messages of the process's structured log records (their fields say the rest). */
  log: {
    request: 'requête',
    internalError: 'erreur interne',
  },
  /** What the process logs while it stops (SIGTERM from systemd, docker stop, Ctrl+C). */
  summary: {
    written: (day: string) => `Résumé du ${day} écrit pour SHOP_ALERT_EMAIL.`,
    failed: (reason: string, minutes: number) => `Résumé quotidien impossible (${reason}) : nouvel essai dans ${minutes} min.`,
  },
  stop: {
    /** Why `npm run rebuild` without a running shop stops once its build is over. */
    builtOnce: 'construction terminée',
    asked: (signal: string) => `Arrêt demandé (${signal}) : plus aucune nouvelle connexion acceptée.`,
    again: (signal: string) => `${signal} reçu de nouveau : l'arrêt est déjà en cours.`,
    requestsDone: 'Requêtes en cours terminées.',
    requestsCut: (count: number, seconds: number) => `${count} requête(s) encore en cours après ${seconds} s : connexions coupées.`,
    buildDropped: (live: string | null) => `Construction en cours abandonnée ; la release en ligne (${live ?? 'aucune'}) reste en place.`,
    buildNotDropped: (seconds: number) => `La construction en cours ne s'est pas arrêtée en ${seconds} s.`,
    mailStopped: 'Envoi des e-mails arrêté.',
    databaseClosed: 'Base de données fermée.',
    done: 'Kin Boissons arrêté.',
    forced: (seconds: number) => `Arrêt forcé : le processus ne s'est pas arrêté proprement en ${seconds} s.`,
  },
} as const;

export const opsMessages = { ...own } as const;
