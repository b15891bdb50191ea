import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/api-error.ts';
import { createAttempt } from '../../../../src/stores/gestion/attempt.ts';
import { createExports } from '../../../../src/stores/gestion/exports.ts';

const change = { id: 1, nom: 'Primus 72 cl', avant: { prix: '2500.00', prix_promo: null, prix_consigne: '500.00' } };
const applied = { ...change, apres: { prix: '2600.00', prix_promo: null, prix_consigne: '500.00' } };

function screen(importPrices: (csv: string, apply: boolean) => Promise<unknown>) {
  const saved: string[] = [];
  const sent: [string, boolean][] = [];
  const store = createExports({
    api: {
      exportFile: async (kind, period) => ({ blob: new Blob([`${kind} ${period.du} ${period.au}`]), name: `${kind}.csv` }),
      importPrices: async (csv, apply) => {
        sent.push([csv, apply]);
        return importPrices(csv, apply) as never;
      },
    },
    attempt: createAttempt(() => {}),
    save: (_blob, name) => void saved.push(name),
    now: () => new Date('2026-11-27T23:30:00Z'),
  });
  return { store, saved, sent };
}

describe('« Exports »: the period, the files saved, the price list previewed then applied', () => {
  it('starts with this month so far in Kinshasa, and saves each file under the name the server gives', async () => {
    const { store, saved } = screen(async () => ({}));
    // 23:30 UTC on 27 November is already 28 November in Kinshasa.
    expect(store.$period.get()).toEqual({ du: '2026-11-01', au: '2026-11-28' });
    await store.download('commandes');
    expect(saved).toEqual(['commandes.csv']);
    expect(store.$downloads.get().commandes).toEqual({ status: 'done', message: 'Fichier commandes.csv téléchargé.' });
  });

  it('shows the changes of a file, sends the same file again to apply them, and never applies a refused one', async () => {
    const { store, sent } = screen(async (_csv, apply) => ({ applique: apply, changements: [applied] }));
    await store.choose(new File(['Id;Prix (FC)\r\n1;2600\r\n'], 'prix.csv'));
    expect(store.$import.get()).toEqual({
      status: 'preview',
      changes: [
        {
          id: 1,
          nom: 'Primus 72 cl',
          avant: { prix_cents: 250_000, prix_promo_cents: null, prix_consigne_cents: 50_000 },
          apres: { prix_cents: 260_000, prix_promo_cents: null, prix_consigne_cents: 50_000 },
        },
      ],
    });
    await store.apply();
    expect(store.$import.get()).toEqual({ status: 'applied', count: 1 });
    expect(sent).toEqual([
      ['Id;Prix (FC)\r\n1;2600\r\n', false],
      ['Id;Prix (FC)\r\n1;2600\r\n', true],
    ]);

    const refused = screen(async () => {
      throw new ApiError('Fichier refusé', { kind: 'http', status: 400, fieldErrors: { fichier: ['Ligne 2 : …'] } });
    });
    await refused.store.choose(new File(['x'], 'prix.csv'));
    expect(refused.store.$import.get()).toEqual({ status: 'refused', message: 'Fichier refusé', reasons: ['Ligne 2 : …'] });
    await refused.store.apply();
    expect(refused.sent).toHaveLength(1);
  });

  it('refuses no file and a file over 2 MB before sending anything', async () => {
    const { store, sent } = screen(async () => ({}));
    await store.choose(undefined);
    expect(store.$import.get()).toMatchObject({ status: 'refused', message: 'Choisissez un fichier CSV.' });
    await store.choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'gros.csv'));
    expect(store.$import.get()).toMatchObject({ status: 'refused', message: 'Un fichier de 2 Mo au plus.' });
    expect(sent).toEqual([]);
  });
});
