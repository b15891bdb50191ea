import { describe, expect, it } from 'vitest';
import type { CatalogueChange } from '../../../src/domain/catalogue-change.ts';
import { createRebuildQueue, debounce } from '../../../src/ops/rebuild-queue.ts';

/**
 * A build the test finishes by hand; records the catalogue version each build read when it started, and the
 * changes it was asked to publish.
 */
function manualBuilds() {
  let version = 0;
  const started: number[] = [];
  const published: (readonly CatalogueChange[])[] = [];
  const finishers: Array<(ok: boolean) => void> = [];
  const build = (changes: readonly CatalogueChange[]) =>
    new Promise<{ id: string }>((resolve, reject) => {
      started.push(version);
      published.push(changes);
      finishers.push((ok) => (ok ? resolve({ id: `r${started.length}` }) : reject(new Error('API injoignable'))));
    });
  const finish = async (ok = true): Promise<void> => {
    finishers.shift()?.(ok);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { build, started, published, finish, change: () => (version += 1) };
}

const price = (productId: number): CatalogueChange => ({ kind: 'price', productId });
const stock = (productId: number): CatalogueChange => ({ kind: 'stock', productId });

describe('createRebuildQueue', () => {
  it('folds 20 triggers during one build into a single follow-up that reads the newest catalogue', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('premier');
    for (let i = 0; i < 20; i++) {
      builds.change();
      queue.trigger(`modification ${i}`);
    }
    expect(queue.state()).toMatchObject({ running: true, waiting: true, builds: 1 });
    await builds.finish();
    expect(queue.state()).toMatchObject({ running: true, waiting: false, builds: 2 });
    await builds.finish();
    await queue.idle();
    expect(builds.started).toEqual([0, 20]);
    expect(queue.state()).toMatchObject({
      running: false,
      waiting: false,
      builds: 2,
      last: { result: 'réussie', release: 'r2', reason: 'modification 0' },
    });
  });

  it('reports a failed build with its error and keeps the last success', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('a');
    await builds.finish(true);
    queue.trigger('b');
    await builds.finish(false);
    const state = queue.state();
    expect(state.last).toMatchObject({ reason: 'b', result: 'échouée', error: 'API injoignable', release: null });
    expect(state.last?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(state.last_success).toMatchObject({ reason: 'a', release: 'r1' });
    queue.trigger('nouvel essai');
    expect(queue.state().running).toBe(true);
  });

  it('publishes the changes that arrive during a publication in the next one, their union, each product once', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('prix', [price(1)]);
    queue.trigger('stock', [stock(2)]);
    queue.trigger('prix encore', [price(3), price(2)]);
    queue.trigger('stock encore', [stock(2)]);
    expect(queue.state()).toMatchObject({ running: true, waiting: true, waiting_changes: [stock(2), price(3), price(2)] });
    await builds.finish();
    await builds.finish();
    await queue.idle();
    expect(builds.published).toEqual([[price(1)], [stock(2), price(3), price(2)]]);
  });

  it('makes the next publication a whole build when one of the changes waiting is structural', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('prix', [price(1)]);
    queue.trigger('stock', [stock(2)]);
    queue.trigger('POST /_ops/rebuild');
    queue.trigger('prix encore', [price(3)]);
    await builds.finish();
    await builds.finish();
    await queue.idle();
    expect(builds.published).toEqual([[price(1)], [{ kind: 'structural' }]]);
  });

  it('says whether the publication running or waiting builds the whole site (minutes) or a few products (seconds)', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('prix', [price(1)]);
    expect(queue.state()).toMatchObject({ running: true, waiting: false, whole: false });
    queue.trigger('catégorie');
    expect(queue.state()).toMatchObject({ running: true, waiting: true, whole: true });
    await builds.finish();
    expect(queue.state()).toMatchObject({ running: true, waiting: false, whole: true });
    queue.trigger('prix encore', [price(2)]);
    expect(queue.state()).toMatchObject({ waiting: true, whole: true });
    await builds.finish();
    expect(queue.state()).toMatchObject({ running: true, waiting: false, whole: false });
    await builds.finish();
    await queue.idle();
    expect(queue.state()).toMatchObject({ running: false, whole: false });
  });

  it('gives the changes of a failed publication to the next one: the live release still lacks them', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('prix', [price(1)]);
    queue.trigger('stock pendant la publication', [stock(2)]);
    await builds.finish(false);
    await builds.finish(false);
    expect(queue.state()).toMatchObject({ running: false, last: { result: 'échouée' } });
    queue.trigger('prix plus tard', [price(3)]);
    await builds.finish();
    await queue.idle();
    // The second publication starts after the first failed: it takes the failed one's changes with its own.
    expect(builds.published).toEqual([[price(1)], [price(1), stock(2)], [price(1), stock(2), price(3)]]);
    queue.trigger('encore', [price(4)]);
    await builds.finish();
    // Published once live: the changes of the failures are not published again.
    expect(builds.published.at(-1)).toEqual([price(4)]);
  });

  it("reports how late the serving process's event loop ran while a publication worked", async () => {
    // A publication that holds the loop 600 ms in one piece, then one that only waits for a timer.
    const queue = createRebuildQueue(async (changes) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (changes.length > 0 && changes[0]?.kind === 'price') {
        const until = performance.now() + 600;
        while (performance.now() < until) {
          // busy: what a big synchronous JSON parse does to the requests waiting
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { id: 'r' };
    });
    queue.trigger('bloque', [price(1)]);
    await queue.idle();
    const blocked = queue.state().last?.event_loop_delay_max_ms ?? 0;
    expect(blocked).toBeGreaterThanOrEqual(500);
    queue.trigger('attend', [stock(1)]);
    await queue.idle();
    expect(queue.state().last?.event_loop_delay_max_ms).toBeLessThan(blocked);
  });

  it('is idle at once when nothing runs', async () => {
    const queue = createRebuildQueue(manualBuilds().build);
    await expect(queue.idle()).resolves.toBeUndefined();
    expect(queue.state()).toMatchObject({ builds: 0, last: null });
  });

  it('once closed (the process stops), drops the waiting build and starts nothing more', async () => {
    const builds = manualBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.trigger('en cours');
    queue.trigger('en attente');
    queue.close();
    expect(queue.state()).toMatchObject({ running: true, waiting: false });
    await builds.finish();
    queue.trigger('après la fermeture');
    expect(queue.state()).toMatchObject({ running: false, waiting: false, builds: 1 });
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});

describe('debounce', () => {
  it('runs once after the last call of a burst, with the changes of the whole burst', async () => {
    const runs: (readonly CatalogueChange[])[] = [];
    const soon = debounce((changes) => runs.push(changes), 20);
    soon([price(1)]);
    soon([stock(1)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    soon([price(1)]);
    expect(runs).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toEqual([[price(1), stock(1)]]);
    soon([price(2)]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toEqual([[price(1), stock(1)], [price(2)]]);
  });
});
