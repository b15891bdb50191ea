import { describe, expect, it } from 'vitest';
import { gestionMessages } from '../../../../src/messages/gestion.ts';
import { createSales } from '../../../../src/stores/gestion/sales.ts';
import { gestionShop } from './shop.ts';

const t = gestionMessages.sales;

describe('« Ventes »: the period chosen, read through the staff client', () => {
  it('opens on the last 7 days, then reads each preset and a custom range', async () => {
    const g = await gestionShop();
    await g.guestOrder();
    const sales = createSales({ api: g.api, attempt: g.attempt, today: () => '2026-11-21' });
    await sales.load();
    expect(sales.$view.get()).toMatchObject({ status: 'ready', sales: { periode: { du: '2026-11-15', au: '2026-11-21' } } });
    expect(sales.$choice.get()).toBe('week');
    await sales.choose('month');
    expect(sales.$view.get()).toMatchObject({ status: 'ready', sales: { periode: { du: '2026-11-01', au: '2026-11-21' } } });
    expect(sales.$draft.get()).toEqual({ du: '2026-11-01', au: '2026-11-21' });
    sales.edit('du', '2026-10-01');
    sales.edit('au', '2026-10-31');
    await sales.showRange();
    expect(sales.$choice.get()).toBe('custom');
    expect(sales.$view.get()).toMatchObject({
      status: 'ready',
      sales: { periode: { du: '2026-10-01', au: '2026-10-31' }, precedente: { du: '2026-08-31', au: '2026-09-30' } },
    });
  });

  it.each([
    [
      { du: '2026-11-21', au: '2026-11-01' },
      { message: t.reversed, field: 'au' },
    ],
    [
      { du: '', au: '2026-11-01' },
      { message: t.badDay, field: 'du' },
    ],
    [
      { du: '2024-01-01', au: '2026-11-01' },
      { message: t.tooLong(366), field: 'au' },
    ],
  ])('a range the rule refuses (%o) is said, never sent, and the figures shown stay', async (range, problem) => {
    const g = await gestionShop();
    let calls = 0;
    const sales = createSales({
      api: {
        sales: (period) => {
          calls++;
          return g.api.sales(period);
        },
      },
      attempt: g.attempt,
      today: () => '2026-11-21',
    });
    await sales.load();
    const shown = sales.$view.get();
    sales.edit('du', range.du);
    sales.edit('au', range.au);
    await sales.showRange();
    expect(sales.$problem.get()).toEqual(problem);
    expect(calls).toBe(1);
    expect(sales.$view.get()).toBe(shown);
    expect(sales.$choice.get()).toBe('week');
  });

  it('an answer to an earlier choice that arrives after a later one is dropped', async () => {
    const g = await gestionShop();
    const pending: (() => void)[] = [];
    const sales = createSales({
      api: {
        sales: async (period) => {
          const answer = await g.api.sales(period);
          if (period.du === '2026-11-15') await new Promise<void>((resolve) => pending.push(resolve));
          return answer;
        },
      },
      attempt: g.attempt,
      today: () => '2026-11-21',
    });
    const slow = sales.load();
    await expect.poll(() => pending.length).toBe(1);
    await sales.choose('today');
    pending[0]?.();
    await slow;
    expect(sales.$view.get()).toMatchObject({ status: 'ready', sales: { periode: { du: '2026-11-21', au: '2026-11-21' } } });
  });
});
