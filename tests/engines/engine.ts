/**
 * One browser tab of one engine, as the journeys drive it: pages opened by address, elements found by role and
 * French name (tests/engines/in-page.ts), clicks and key-by-key typing through the engine's own input events.
 * Chromium and Firefox come through puppeteer-core (CDP and WebDriver BiDi), WebKit through WebKitWebDriver
 * (classic WebDriver): both implement this.
 */
import { loadFinished, type RoleQuery } from './in-page.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Tab {
  /**
   * Opens a path of the shop (or an absolute address) and returns once its HTML is parsed; the page left first finishes
   * loading (`settle`), as a journey leaves a page only once it loaded.
   */
  goto(path: string): Promise<void>;
  /** Loads the page again, once it finished loading. */
  reload(): Promise<void>;
  /**
   * Waits until the page finished loading: its load event, every island hydrated (`loadFinished`), and where the driver
   * sees the page's requests (Chromium, Firefox), none in flight, the pictures loaded lazily after the load included.
   */
  settle(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with `args` (JSON values) and returns its JSON result: `fn` uses only its arguments and the page's globals. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Whether an element of that role and name is visible now. */
  has(query: RoleQuery): Promise<boolean>;
  click(query: RoleQuery): Promise<void>;
  /** Scrolls the element to the middle of the screen at once, as a person scrolls to what they are about to tap. */
  reveal(query: RoleQuery): Promise<void>;
  /** Empties the field, then types `text` key by key. */
  type(query: RoleQuery, text: string): Promise<void>;
  /** Chooses, in a list (`combobox`), the first option whose text starts with `option`, as a tap on it does. */
  choose(query: RoleQuery, option: string): Promise<void>;
  /** Every error the pages of this tab reported since it opened (console errors, uncaught exceptions). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** A new tab in a profile of its own (empty storage, no service worker yet). */
  newTab(baseUrl: string): Promise<Tab>;
  /** Ends the browser and everything started for it. */
  stop(): Promise<void>;
}

/** The phone the journeys stand for: a 375 px wide screen. */
export const PHONE = { width: 375, height: 812 } as const;

/** How long a journey waits for what a person waits for (a page, an answer): a loaded test machine is slow. */
const WAIT_MS = 30_000;

/** Waits until `check` gives a value other than null/false, or fails with what was last seen. */
export async function waitFor<T>(what: string, check: () => Promise<T | null | false>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} : rien après ${timeoutMs} ms${lastError ? ` (${String(lastError)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the tab's page passed its load event and every island hydrated (tests/engines/in-page.ts `loadFinished`). */
export const loaded = (tab: Pick<Tab, 'evaluate'>): Promise<boolean> =>
  waitFor('la page chargée (load, îles hydratées)', () => tab.evaluate(loadFinished));
