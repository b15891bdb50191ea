/** Failures of the calls to the API, whatever the page. */

/** Worded by the spec: verbatim. */
const quoted = {
  connectionError: 'Erreur de connexion au serveur',
  requestTimeout: (ms: number) => `Request timeout after ${ms} ms`,
  httpError: (status: number, statusText: string) => `Erreur ${status}: ${statusText}`,
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  /** What a customer reads when the API does not answer in time: in French, the spec's own words (`requestTimeout`) after it. */
  serverSilent: (specWords: string) => `Le serveur n'a pas répondu à temps. Vérifiez votre connexion, puis réessayez. (${specWords})`,
  invalidResponse: (endpoint: string, problem: string) => `Réponse inattendue du serveur pour ${endpoint} : ${problem}`,
  paginationLoop: (endpoint: string) => `Pagination sans fin pour ${endpoint}`,
} as const;

export const networkMessages = { ...quoted, ...own } as const;
