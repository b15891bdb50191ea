/**
 * Chromium (over CDP) and Firefox ESR (over WebDriver BiDi, no geckodriver) driven by puppeteer-core, each from
 * its Debian package. Console errors and uncaught exceptions are collected from the protocol's own events, so
 * messages the engine writes itself (a refused directive, a failed worker answer) count as well.
 */
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';
import { type Engine, type EngineName, loaded, PHONE, type Tab, waitFor } from './engine.ts';
import { findByRole, optionValue, type RoleQuery } from './in-page.ts';

const FIND = findByRole.toString();

/**
 * What a page loads for itself, which a page left while loading would cancel: the release's scripts and styles, the
 * pictures and icons, by address (puppeteer's resource types are not given over WebDriver BiDi).
 */
const SUBRESOURCE = /^\/(_astro|img|media|icons)\/|\.(js|css|svg|png|webp|avif|jpe?g|woff2?)$/;

/** Flags of the Playwright suite's Chromium (playwright.config.ts): no background traffic, no sandbox for root. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

class PuppeteerTab implements Tab {
  readonly #page: Page;
  readonly #base: string;
  readonly #errors: string[] = [];
  /** The page's scripts, styles, fonts and pictures asked for and not yet arrived (nor failed). */
  readonly #loading = new Set<HTTPRequest>();
  readonly #opened = Date.now();
  /** What the tab lived through, with its time since it opened: each page entered, each subresource failed or cut. */
  readonly #timeline: string[] = [];

  constructor(page: Page, base: string) {
    this.#page = page;
    this.#base = base;
    page.on('request', (request) => {
      if (SUBRESOURCE.test(new URL(request.url()).pathname)) this.#loading.add(request);
    });
    page.on('requestfinished', (request) => this.#loading.delete(request));
    page.on('requestfailed', (request) => {
      this.#loading.delete(request);
      if (SUBRESOURCE.test(new URL(request.url()).pathname)) this.#note(`échec ${request.url()} : ${request.failure()?.errorText ?? ''}`);
    });
    // A new page: what the page left had in flight is no longer the page's (an engine may never report its end).
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const left = [...this.#loading].map((request) => new URL(request.url()).pathname);
      this.#note(`page ${frame.url()}${left.length > 0 ? ` (en chargement sur la page quittée : ${left.join(', ')})` : ''}`);
      this.#loading.clear();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.#report(`${message.text()} (${message.location().url ?? ''})`);
    });
    page.on('pageerror', (error) => this.#report(`exception : ${error instanceof Error ? error.message : String(error)}`));
  }

  #note(event: string): void {
    this.#timeline.push(`+${Date.now() - this.#opened} ms ${event}`);
  }

  /**
   * An error as the engine wrote it, then when, on which page, and the last moments of the tab before it (pages entered,
   * subresources failed or cut, what the page left still had in flight): which request, which page, when.
   */
  #report(error: string): void {
    const before = this.#timeline
      .slice(-6)
      .map((event) => `\n    ${event}`)
      .join('');
    this.#errors.push(`${error} [+${Date.now() - this.#opened} ms, page ${this.#page.url()}]${before}`);
    this.#note(`erreur ${error}`);
  }

  /**
   * The load, the islands, then none of the page's scripts, styles, fonts or pictures in flight for 250 ms (pictures
   * loaded lazily start after the load). API calls are not waited for: with the shop silent they wait for their own
   * time-out, which is what the journeys check.
   */
  async settle(): Promise<void> {
    await loaded(this);
    let quietSince = Date.now();
    await waitFor('plus aucun script ni image en chargement', async () => {
      if (this.#loading.size > 0) quietSince = Date.now();
      return Date.now() - quietSince >= 250;
    });
  }

  async goto(path: string): Promise<void> {
    await this.settle();
    await this.#page.goto(new URL(path, this.#base).href, { waitUntil: 'domcontentloaded' });
  }

  async reload(): Promise<void> {
    await this.settle();
    await this.#page.reload({ waitUntil: 'domcontentloaded' });
  }

  async url(): Promise<string> {
    return this.#page.url();
  }

  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return (await this.#page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`)) as T;
  }

  async #find(query: RoleQuery): Promise<ElementHandle<Element> | null> {
    const handle = await this.#page.evaluateHandle(`(${FIND})(${JSON.stringify(query)})`);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  }

  async has(query: RoleQuery): Promise<boolean> {
    const element = await this.#find(query);
    await element?.dispose();
    return element !== null;
  }

  /** Clicks the element once it is there; found again when the page replaced it in between (an island hydrating). */
  async click(query: RoleQuery): Promise<void> {
    await waitFor(`${query.role} « ${query.name ?? ''} »`, async () => {
      const element = await this.#find(query);
      if (!element) return null;
      try {
        await element.click();
        return true;
      } catch (error) {
        if (/not clickable|detached|not an Element/i.test(String(error))) return null;
        throw error;
      } finally {
        await element.dispose();
      }
    });
  }

  async reveal(query: RoleQuery): Promise<void> {
    const element = await waitFor(`${query.role} « ${query.name ?? ''} »`, () => this.#find(query));
    await element.evaluate((found) => found.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }));
    await element.dispose();
  }

  async type(query: RoleQuery, text: string): Promise<void> {
    const element = await waitFor(`${query.role} « ${query.name ?? ''} »`, () => this.#find(query));
    await element.click();
    while (await element.evaluate((field) => (field as HTMLInputElement).value !== '')) {
      await element.evaluate((field) => (field as HTMLInputElement).select());
      await this.#page.keyboard.press('Backspace');
    }
    await element.type(text);
    await element.dispose();
  }

  /** The list's option chosen by its value: puppeteer sets it in the page and sends `input` and `change`, as a tap does. */
  async choose(query: RoleQuery, option: string): Promise<void> {
    const element = await waitFor(`${query.role} « ${query.name ?? ''} »`, () => this.#find(query));
    const value = await waitFor(`option « ${option} »`, () => element.evaluate(optionValue, option));
    await element.select(value);
    await element.dispose();
  }

  async errors(): Promise<string[]> {
    return [...this.#errors];
  }

  async close(): Promise<void> {
    await this.#page.close();
  }
}

class PuppeteerEngine implements Engine {
  readonly name: EngineName;
  readonly #browser: Browser;

  constructor(name: EngineName, browser: Browser) {
    this.name = name;
    this.#browser = browser;
  }

  async newTab(baseUrl: string): Promise<Tab> {
    const context = await this.#browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ ...PHONE });
    const tab = new PuppeteerTab(page, baseUrl);
    const close = tab.close.bind(tab);
    tab.close = async () => {
      await close();
      await context.close();
    };
    return tab;
  }

  async stop(): Promise<void> {
    await this.#browser.close();
  }
}

export async function launchChromium(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: { ...PHONE },
  });
  return new PuppeteerEngine('chromium', browser);
}

export async function launchFirefox(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { ...PHONE },
    extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr', 'intl.locale.requested': 'fr-FR' },
  });
  return new PuppeteerEngine('firefox', browser);
}
