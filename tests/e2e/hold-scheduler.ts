/**
 * React's scheduler held right after an island commits: the deterministic form of a key that lands between two of
 * React's tasks on a slow phone. React posts its next task (the effects of a commit, the render after them) through a
 * `MessageChannel`; before the page's scripts, that channel is wrapped so that, once `armHold` has been called and the
 * island's root (the `astro-island` whose `component-url` contains `islandUrl`) has committed `commits` times (seen
 * through React's devtools hook), every task React posts waits until `releaseHold`. What the page does meanwhile is
 * what the customer's events do: discrete events still render at once (React renders them in a microtask).
 */
import type { Page } from '@playwright/test';

type Held = { armed: boolean; holding: boolean; queue: (() => void)[] };

export async function holdSchedulerAfterCommit(page: Page, islandUrl: string, commits = 1): Promise<void> {
  await page.addInitScript(
    ({ url, count }) => {
      const state: Held = { armed: false, holding: false, queue: [] };
      (window as unknown as { kinHeld: Held }).kinHeld = state;
      const Native = window.MessageChannel;
      window.MessageChannel = class extends Native {
        constructor() {
          super();
          const post = this.port2.postMessage.bind(this.port2);
          this.port2.postMessage = (message: unknown) => {
            if (state.holding) state.queue.push(() => post(message));
            else post(message);
          };
        }
      };
      const seen = new Map<unknown, number>();
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: (_id: number, root: { containerInfo?: Element }) => {
          if (!state.armed || !root.containerInfo?.getAttribute('component-url')?.includes(url)) return;
          const committed = (seen.get(root) ?? 0) + 1;
          seen.set(root, committed);
          if (committed === count) state.holding = true;
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      };
    },
    { url: islandUrl, count: commits },
  );
}

/** From now on, the island's commits are counted (its scripts are still held back). */
export const armHold = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { kinHeld: Held }).kinHeld.armed = true;
  });

/** Resolves once the island has committed as many times as asked and React's next task waits. */
export const holding = (page: Page) => page.waitForFunction(() => (window as unknown as { kinHeld: Held }).kinHeld.holding);

/** React's held tasks go on, in the order it posted them. */
export async function releaseHold(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = (window as unknown as { kinHeld: Held }).kinHeld;
    state.holding = false;
    for (const post of state.queue.splice(0)) post();
  });
}
