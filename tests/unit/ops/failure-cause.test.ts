import { describe, expect, it } from 'vitest';
import { failureCause } from '../../../src/ops/failure-cause.ts';

const withCode = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code });

describe('failureCause: why the catalogue could not be read, in words an operator acts on', () => {
  it.each([
    [new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }), 'connexion refusée (ECONNREFUSED)'],
    [
      new Error('Release non publiée', { cause: new TypeError('fetch failed', { cause: withCode('ENOTFOUND') }) }),
      'nom de domaine introuvable (ENOTFOUND)',
    ],
    [Object.assign(new Error('Request failed with status code 502'), { response: { status: 502 } }), 'réponse HTTP 502'],
    [Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }), 'délai dépassé'],
    [new Error('extérieur', { cause: new Error('intérieur') }), 'intérieur'],
    ['texte', 'texte'],
  ])('%s → %s', (error, expected) => expect(failureCause(error)).toBe(expected));
});
