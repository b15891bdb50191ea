import { describe, expect, it } from 'vitest';
import { formatFC } from '../../../src/domain/money.ts';
import { newOrderNotice } from '../../../src/domain/order-alert.ts';

describe('a new order as gestion announces it', () => {
  it.each([
    [false, `Mireille Tshala · ${formatFC(2_550_000)}`],
    [true, `Mireille Tshala · ${formatFC(2_550_000)} · à confirmer par téléphone`],
  ])('held « à confirmer »: %s → %s', (held, body) =>
    expect(
      newOrderNotice(
        { id: 12, numero_commande: 'KB-20261121-0003', nom_client: 'Mireille Tshala', total_cents: 2_550_000, a_confirmer: held },
        '/gestion/',
      ),
    ).toEqual({ title: 'Nouvelle commande KB-20261121-0003', body, tag: 'commande-12', url: '/gestion/#commande-12' }),
  );
});
