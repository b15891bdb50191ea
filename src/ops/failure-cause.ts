/** Why a build could not read its catalogue, in a few French words an operator can act on. */
const BY_CODE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connexion refusée',
  ENOTFOUND: 'nom de domaine introuvable',
  EAI_AGAIN: 'nom de domaine introuvable',
  ETIMEDOUT: 'délai dépassé',
  UND_ERR_CONNECT_TIMEOUT: 'délai dépassé',
  ECONNRESET: 'connexion coupée',
  EHOSTUNREACH: 'machine injoignable',
  ENETUNREACH: 'réseau injoignable',
  ENOSPC: 'disque plein',
};

/** The chain of an error and its causes, outermost first. */
function chain(error: unknown): unknown[] {
  const seen: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && !seen.includes(current) && seen.length < 10) {
    seen.push(current);
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return seen;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/**
 * The deepest system code in the chain (`connexion refusée (ECONNREFUSED)`), else an HTTP status
 * (`réponse HTTP 502`), else a timeout, else the innermost message.
 */
export function failureCause(error: unknown): string {
  const errors = chain(error);
  for (const e of [...errors].reverse()) {
    const code = field(e, 'code');
    if (typeof code === 'string' && BY_CODE[code]) return `${BY_CODE[code]} (${code})`;
  }
  for (const e of errors) {
    const status = field(field(e, 'response'), 'status');
    if (typeof status === 'number') return `réponse HTTP ${status}`;
    if (field(e, 'name') === 'TimeoutError') return 'délai dépassé';
  }
  const last = errors.at(-1);
  return last instanceof Error ? last.message : String(last);
}
