import { describe, expect, it } from 'vitest';
import { notesWithPayWith } from '../../../../src/domain/order-notes.ts';
import { payWithOptions } from '../../../../src/domain/payment.ts';
import { recapOf, whatsappOrderLink } from '../../../../src/stores/checkout/payload.ts';
import { retryDelayMs, type WatchEnv, watchPendingOrder } from '../../../../src/stores/checkout/pending-watch.ts';
import { $sendState } from '../../../../src/stores/checkout/send-state.ts';
import { amountText } from '../../../amount-text.ts';

describe("'Je paie avec'", () => {
  it.each<[string, number, number[]]>([
    ['14 500 FC', 1_450_000, [1_500_000, 2_000_000, 5_000_000, 10_000_000]],
    ['exactly 20 000 FC (change needs more)', 2_000_000, [2_100_000, 2_500_000, 3_000_000, 4_000_000]],
    ['63 500 FC', 6_350_000, [6_400_000, 6_500_000, 7_000_000, 8_000_000]],
    ['nothing to pay', 0, []],
  ])('banknote amounts above %s', (_label, total, expected) => {
    expect(payWithOptions(total)).toEqual(expected);
  });

  it.each<[string, string, number | null, number, string]>([
    ['no note, exact amount', '', null, 1_450_000, ''],
    ['note only', '  Sonner deux fois ', null, 1_450_000, 'Sonner deux fois'],
    ['banknote', '', 2_000_000, 1_450_000, amountText('Je paie avec : 20 000 FC (monnaie à rendre : 5 500 FC)')],
    [
      'note and banknote',
      'Portail bleu',
      5_000_000,
      1_450_000,
      amountText('Portail bleu\nJe paie avec : 50 000 FC (monnaie à rendre : 35 500 FC)'),
    ],
    ['banknote equal to the total needs no change', '', 1_450_000, 1_450_000, ''],
  ])('notes: %s', (_label, note, payWith, total, expected) => {
    expect(notesWithPayWith(note, payWith, total)).toBe(expected);
  });
});

describe('phone fallback', () => {
  it('opens WhatsApp with the shop number and the cart written out', () => {
    const recap = recapOf([
      { id: 1, nom: 'Primus 72 cl', prix: '2500.00', prix_consigne: '500.00', quantite: 2, avec_consigne: true },
      { id: 23, nom: 'Sprite 33 cl', prix: '1300.00', quantite: 3, avec_consigne: false },
      { id: 9, nom: 'Ligne cassée', prix: 'abc', quantite: 1 },
    ]);
    const link = whatsappOrderLink('https://wa.me/243812345678', recap, {
      name: 'Mireille',
      phone: '812345678',
      address: 'Av. X, N°1, Golf, Gombe, Kinshasa',
    });
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/243812345678');
    expect(url.searchParams.get('text')).toBe(
      [
        'Bonjour Kin Boissons, je voudrais commander :',
        '- 2 × Primus 72 cl (avec consigne)',
        '- 3 × Sprite 33 cl',
        amountText('Total : 15 900 FC'),
        'Nom : Mireille',
        'Téléphone : 812345678',
        'Adresse : Av. X, N°1, Golf, Gombe, Kinshasa',
      ].join('\n'),
    );
  });
});

describe('automatic retries', () => {
  it.each([
    [1, 5000],
    [2, 10000],
    [3, 20000],
    [5, 60000],
    [12, 60000],
  ])('after %i failures: %i ms', (failures, ms) => {
    expect(retryDelayMs(failures)).toBe(ms);
  });

  it('retries at once, on a timer while waiting, and when the browser is back online; stops cleanly', () => {
    const events = new EventTarget();
    const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
    const env: WatchEnv = {
      events,
      setTimer: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    };
    let sends = 0;
    const api = {
      createOrder: () => Promise.reject(new Error('jamais appelé')),
      createGuestOrder: () => Promise.reject(new Error('jamais appelé')),
    };
    $sendState.set({ phase: 'idle' });
    // No pending order is stored: each retry asks the store, which has nothing to send.
    const stop = watchPendingOrder(() => {
      sends += 1;
      return { api };
    }, env);
    expect(sends).toBe(1);
    $sendState.set({ phase: 'waiting', message: 'x', failures: 2 });
    expect(timers.map((t) => t.ms)).toEqual([10000]);
    events.dispatchEvent(new Event('online'));
    expect(sends).toBe(2);
    timers[0]?.run();
    expect(sends).toBe(3);
    $sendState.set({ phase: 'confirmed' });
    expect(timers[0]?.cleared).toBe(true);
    stop();
    events.dispatchEvent(new Event('online'));
    expect(sends).toBe(3);
  });

  it('a send that fails just after the browser is back online is tried again on the first step, not the grown delay', () => {
    const events = new EventTarget();
    const delays: number[] = [];
    const env: WatchEnv = {
      events,
      setTimer: (_run, ms) => {
        delays.push(ms);
        return ms;
      },
      clearTimer: () => {},
    };
    const api = {
      createOrder: () => Promise.reject(new Error('jamais appelé')),
      createGuestOrder: () => Promise.reject(new Error('jamais appelé')),
    };
    $sendState.set({ phase: 'idle' });
    const stop = watchPendingOrder(() => ({ api }), env);
    $sendState.set({ phase: 'waiting', message: 'x', failures: 4 });
    events.dispatchEvent(new Event('online'));
    $sendState.set({ phase: 'sending' });
    $sendState.set({ phase: 'waiting', message: 'x', failures: 5 });
    $sendState.set({ phase: 'sending' });
    $sendState.set({ phase: 'waiting', message: 'x', failures: 6 });
    expect(delays).toEqual([30000, 5000, 60000]);
    stop();
  });
});
