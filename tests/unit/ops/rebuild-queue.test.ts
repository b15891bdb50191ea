import { describe, expect, it } from 'vitest';
import { createRebuildQueue, debounce } from '../../../src/ops/rebuild-queue.ts';

/** A build the test finishes by hand; records the catalogue version each build read when it started. */
function manualBuilds() {
  let version = 0;
  const started: number[] = [];
  const finishers: Array<(ok: boolean) => void> = [];
  const build = () =>
    new Promise<{ id: string }>((resolve, reject) => {
      started.push(version);
      finishers.push((ok) => (ok ? resolve({ id: `r${started.length}` }) : reject(new Error('API injoignable'))));
    });
  const finish = async (ok = true): Promise<void> => {
    finishers.shift()?.(ok);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { build, started, finish, change: () => (version += 1) };
}

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
  it('runs once after the last call of a burst', async () => {
    let runs = 0;
    const soon = debounce(() => (runs += 1), 20);
    soon();
    soon();
    await new Promise((resolve) => setTimeout(resolve, 5));
    soon();
    expect(runs).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(1);
  });
});
