/**
 * WebKit as WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver`), driven over classic WebDriver by
 * selenium-webdriver: WebKitWebDriver refuses BiDi. MiniBrowser has no headless mode, so it runs full screen on
 * an Xvfb screen of the phone's size with matchbox as window manager (without one the window comes out wider).
 * Xvfb names the display it took (`-displayfd`), and WebKitWebDriver, started on port 0, is found on the port
 * the system gave it: nothing is probed and handed over.
 *
 * Automation sessions are private (ephemeral) in WebKitGTK, and WebKit writes no console message of a private
 * page anywhere a driver can read: errors are collected inside each page instead (console.error, uncaught
 * exceptions and rejections, refused loads under the CSP), from the moment the journey first touches it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MATCHBOX, MINIBROWSER, WEBKIT_WEBDRIVER, XVFB } from '../../scripts/lib/engine-paths.ts';
import { childEnvironment } from '../../src/config/process-env.ts';
import { type Engine, loaded, PHONE, type Tab, waitFor } from './engine.ts';
import { findByRole, optionValue, type RoleQuery } from './in-page.ts';

const FIND = findByRole.toString();
const OPTION_VALUE = optionValue.toString();

/** How long Xvfb and WebKitWebDriver may take to start (Xvfb compiles its keymap first: seconds on a loaded machine). */
const START_MS = 60_000;

/** How long a navigation may take to give a parsed page (a page waits for a hanging line 2.5 s, then its copy). */
const NAVIGATION_MS = 20_000;

/** The collector each page gets: errors kept in sessionStorage, so that they outlive the page's own navigations. */
function collectErrors(): void {
  const w = window as unknown as { __engineErrors?: boolean };
  if (w.__engineErrors) return;
  w.__engineErrors = true;
  const keep = (text: string): void => {
    try {
      const list = JSON.parse(sessionStorage.getItem('engine-errors') ?? '[]') as string[];
      sessionStorage.setItem('engine-errors', JSON.stringify([...list, `${text} (${location.pathname})`]));
    } catch {
      // Storage refused: the error is lost, the page goes on.
    }
  };
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    keep(args.map(String).join(' '));
    original(...args);
  };
  addEventListener('error', (event) => keep(`exception : ${event.message}`));
  addEventListener('unhandledrejection', (event) => keep(`promesse rejetée : ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => keep(`CSP : ${event.violatedDirective} ${event.blockedURI}`));
}

function readErrors(): string[] {
  return JSON.parse(sessionStorage.getItem('engine-errors') ?? '[]') as string[];
}

/** A child that must stay up for the whole run: its stderr is kept for the failure message if it dies. */
type Daemon = { child: ChildProcess; output: string[] };

function daemon(command: string, args: string[], env: Record<string, string>): Daemon {
  const child = spawn(command, args, { env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  return { child, output };
}

function died(d: Daemon, name: string): Error | null {
  if (d.child.exitCode === null && d.child.signalCode === null) return null;
  return new Error(`${name} s'est arrêté (${d.child.signalCode ?? `code ${d.child.exitCode}`}) :\n${d.output.join('').slice(-3000)}`);
}

/** The TCP ports process `pid` listens on, read from /proc (its sockets' inodes against the kernel's table). */
async function listeningPorts(pid: number): Promise<number[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local address is field 1 (hex ip:port), state field 3 (0A = LISTEN), inode field 9.
      if (fields[3] === '0A' && inodes.has(fields[9] ?? '')) ports.push(Number.parseInt(fields[1]?.split(':')[1] ?? '', 16));
    }
  }
  return ports;
}

async function stopDaemon(d: Daemon): Promise<void> {
  if (d.child.exitCode !== null || d.child.signalCode !== null) return;
  const gone = new Promise((resolve) => d.child.once('exit', resolve));
  d.child.kill('SIGTERM');
  const timer = setTimeout(() => d.child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

class WebKitTab implements Tab {
  readonly #driver: WebDriver;
  readonly #base: string;
  readonly #driverDied: () => Error | null;

  constructor(driver: WebDriver, base: string, driverDied: () => Error | null) {
    this.#driver = driver;
    this.#base = base;
    this.#driverDied = driverDied;
  }

  async #script<T>(source: string, ...args: unknown[]): Promise<T> {
    const dead = this.#driverDied();
    if (dead) throw dead;
    await this.#driver.executeScript(`(${collectErrors.toString()})()`);
    return (await this.#driver.executeScript(source, ...args)) as T;
  }

  /**
   * Navigates and returns once the new document is parsed. The session's page load strategy is `none`: under
   * `eager`, WebKitWebDriver answers the navigation at DOMContentLoaded, then holds the next command until its page
   * load time-out (a load it missed). The page left finishes loading first, is marked, and the new one is the first
   * unmarked, parsed one.
   */
  async #navigate(go: () => Promise<void>): Promise<void> {
    const dead = this.#driverDied();
    if (dead) throw dead;
    await this.settle();
    await this.#driver.executeScript('window.__engineLeft = true');
    await go();
    await waitFor(
      'la nouvelle page',
      () => this.#driver.executeScript<boolean>('return window.__engineLeft !== true && document.readyState !== "loading"'),
      NAVIGATION_MS,
    );
    await this.#script('return 1');
  }

  /** The load and the islands: WebDriver classic does not show the page's requests. */
  async settle(): Promise<void> {
    await loaded(this);
  }

  goto(path: string): Promise<void> {
    return this.#navigate(() => this.#driver.get(new URL(path, this.#base).href));
  }

  reload(): Promise<void> {
    return this.#navigate(() => this.#driver.navigate().refresh());
  }

  async url(): Promise<string> {
    return this.#driver.getCurrentUrl();
  }

  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    // executeAsyncScript: the function may return a promise, which WebKitWebDriver's executeScript does not await.
    const source = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()})(...${JSON.stringify(args)})).then(done, (e) => done({ __error: String(e) }));`;
    const dead = this.#driverDied();
    if (dead) throw dead;
    await this.#driver.executeScript(`(${collectErrors.toString()})()`);
    const result = (await this.#driver.executeAsyncScript(source)) as T | { __error: string };
    if (result && typeof result === 'object' && '__error' in result) throw new Error(result.__error);
    return result as T;
  }

  #find(query: RoleQuery): Promise<WebElement | null> {
    return this.#script<WebElement | null>(`return (${FIND})(arguments[0])`, query);
  }

  /**
   * Scrolls the element to the middle of the screen at once (the shop scrolls smoothly), as a person scrolls to what
   * they tap: WebKitWebDriver refuses to click an element below the fold (« element not interactable ») where the
   * other drivers scroll to it.
   */
  async #intoView(element: WebElement): Promise<void> {
    await this.#driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" })', element);
  }

  async has(query: RoleQuery): Promise<boolean> {
    return (await this.#find(query)) !== null;
  }

  /** Clicks the element once it is there; found again when the page replaced it in between (an island hydrating). */
  async click(query: RoleQuery): Promise<void> {
    await waitFor(`${query.role} « ${query.name ?? ''} »`, async () => {
      const element = await this.#find(query);
      if (!element) return null;
      try {
        await this.#intoView(element);
        await element.click();
        return true;
      } catch (error) {
        if (error instanceof Error && /StaleElementReference|ElementClickIntercepted|ElementNotInteractable/.test(error.name)) return null;
        throw error;
      }
    });
  }

  async reveal(query: RoleQuery): Promise<void> {
    await this.#intoView(await waitFor(`${query.role} « ${query.name ?? ''} »`, () => this.#find(query)));
  }

  async type(query: RoleQuery, text: string): Promise<void> {
    const element = await waitFor(`${query.role} « ${query.name ?? ''} »`, () => this.#find(query));
    await this.#intoView(element);
    await element.click();
    while ((await element.getAttribute('value')) !== '') {
      await this.#driver.executeScript('arguments[0].select()', element);
      await element.sendKeys(Key.BACK_SPACE);
    }
    await element.sendKeys(text);
  }

  /** The option itself clicked: WebDriver's click on an option selects it and sends `input` and `change`, as a tap does. */
  async choose(query: RoleQuery, option: string): Promise<void> {
    const element = await waitFor(`${query.role} « ${query.name ?? ''} »`, () => this.#find(query));
    const choice = await waitFor(`option « ${option} »`, () =>
      this.#script<WebElement | null>(
        `const value = (${OPTION_VALUE})(arguments[0], arguments[1]);
        return value === null ? null : [...arguments[0].options].find((o) => o.value === value);`,
        element,
        option,
      ),
    );
    await this.#intoView(element);
    await choice.click();
  }

  async errors(): Promise<string[]> {
    return this.#script<string[]>(`return (${readErrors.toString()})()`);
  }

  async close(): Promise<void> {
    await this.#driver.quit();
  }
}

/** Xvfb on the display it picks, matchbox on it, and WebKitWebDriver; each tab is a session (its own MiniBrowser). */
export async function launchWebKit(): Promise<Engine> {
  const xvfb = daemon(XVFB, ['-displayfd', '1', '-screen', '0', `${PHONE.width}x${PHONE.height}x24`, '-nolisten', 'tcp'], {});
  const started: Daemon[] = [xvfb];
  // Stopped in the reverse order of their start, also when a later one failed to start.
  const stopAll = async () => {
    for (const d of [...started].reverse()) await stopDaemon(d);
  };
  try {
    const display = await waitFor(
      'Xvfb : numéro d’écran',
      async () => {
        const dead = died(xvfb, 'Xvfb');
        if (dead) throw dead;
        const number = /^(\d+)\n/.exec(xvfb.output.join(''))?.[1];
        return number === undefined ? null : `:${number}`;
      },
      START_MS,
    );
    const windows = daemon(MATCHBOX, ['-use_titlebar', 'no'], { DISPLAY: display });
    started.push(windows);
    const driver = daemon(WEBKIT_WEBDRIVER, ['--port=0'], { DISPLAY: display });
    started.push(driver);
    const port = await waitFor(
      'WebKitWebDriver : port',
      async () => {
        const dead = died(driver, 'WebKitWebDriver');
        if (dead) throw dead;
        return (await listeningPorts(driver.child.pid ?? 0))[0] ?? null;
      },
      START_MS,
    );
    const driverDied = () => died(driver, 'WebKitWebDriver') ?? died(xvfb, 'Xvfb') ?? died(windows, 'matchbox-window-manager');
    return {
      name: 'webkit',
      newTab: async (baseUrl) => {
        const session = await new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            pageLoadStrategy: 'none',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
          })
          .build();
        return new WebKitTab(session, baseUrl, driverDied);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
