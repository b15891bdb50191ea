import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';

/** What the fake client module saw: how many clients were created, and whether the next creation fails. */
const client = vi.hoisted(() => ({ created: 0, failNext: false, calls: [] as unknown[][], answer: null as null | (() => void) }));

vi.mock('../../../src/api/client.ts', () => ({
  createApi: () => {
    if (client.failNext) {
      client.failNext = false;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    client.created += 1;
    return {
      getMyCart: async (...args: unknown[]) => {
        client.calls.push(args);
        return { id: 7, articles: [] };
      },
      listNotifications: () =>
        new Promise<string[]>((resolve) => {
          client.answer = () => resolve([]);
        }),
    };
  },
}));

const { api, callsAnswered } = await import('../../../src/stores/api.ts');

beforeEach(() => {
  client.calls.length = 0;
});

describe('the browser API client, loaded at its first call', () => {
  it('a client that cannot load (offline) fails the call as a network ApiError', async () => {
    client.failNext = true;
    const error = await api.getMyCart().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'Erreur de connexion au serveur' });
    expect(client.created).toBe(0);
  });

  it('the next call loads it again; it is created once and forwards every call with its arguments', async () => {
    await expect(api.getMyCart()).resolves.toEqual({ id: 7, articles: [] });
    await api.getMyCart();
    expect(client.created).toBe(1);
    expect(client.calls).toEqual([[], []]);
  });
});

describe('the calls in flight (sign-out revokes the token once those made with it are answered)', () => {
  it('settles only once the calls made before are answered, and at once when none is', async () => {
    await callsAnswered();
    const pending = api.listNotifications();
    let settled = false;
    const answered = callsAnswered().then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(client.answer).not.toBeNull());
    // Every task queued so far has run: the answer alone settles it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    client.answer?.();
    await pending;
    await answered;
    expect(settled).toBe(true);
  });
});
