/** Texts of a configuration error: printed by the shop's processes when an environment variable is wrong. */

/** Our own wording (the spec words none of these). */
const own = {
  /** The whole error: every problem, in the order found. */
  invalid: (...problems: readonly string[]) => `Configuration invalide : ${problems.join(' ; ')}.`,
  problem: (name: string, expected: string, received: string) => `${name} doit être ${expected} (reçu « ${received} »)`,
  expected: {
    port: 'un nombre entier de 0 à 65535',
    absoluteUrl: 'une adresse http(s) absolue, comme https://kinboissons.cd',
    apiUrl: 'une adresse http(s) absolue ou un chemin commençant par /',
    flag: '0 ou 1',
    positiveInteger: 'un nombre entier supérieur à 0',
    path: 'un chemin de dossier',
    ipAddress: 'une adresse IP, comme 127.0.0.1',
  },
} as const;

export const configMessages = { ...own } as const;
