import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceWorkerPath } from '../../../../src/config/paths.ts';
import { registerWorker } from '../../../../src/stores/page/worker-registration.ts';

type Listener = () => void;

/** The page's data saver mode and the page it was opened from (`document.referrer`). */
type Visit = { saver?: boolean; referrer?: string };

function fakes(controlled: boolean, waiting: boolean, { saver = false, referrer = '' }: Visit = {}) {
  const posted: unknown[] = [];
  const registration = {
    waiting: waiting ? { postMessage: (message: unknown) => posted.push(message) } : null,
    installing: null,
    active: { postMessage: (message: unknown) => posted.push(message) },
    addEventListener: vi.fn(),
    update: vi.fn(async () => undefined),
  };
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    addEventListener: vi.fn(),
  };
  const clicks: ((event: unknown) => void)[] = [];
  const notice = { hidden: true, addEventListener: (_type: string, listener: (event: unknown) => void) => clicks.push(listener) };
  const doc = {
    querySelector: () => notice,
    referrer,
    documentElement: { classList: { contains: (name: string) => saver && name === 'saver' } },
  };
  return { posted, registration, container, notice, doc, clicks };
}

let session: Map<string, string>;
beforeEach(() => {
  session = new Map();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => session.set(k, v) });
  vi.stubGlobal('location', { href: 'https://kinboissons.cd/produit/12', reload: vi.fn() });
  vi.stubGlobal('addEventListener', (_type: string, _listener: Listener) => undefined);
});
afterEach(() => vi.unstubAllGlobals());
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerWorker', () => {
  it('registers the worker where the release writes it', async () => {
    const { container, doc } = fakes(false, false);
    registerWorker(doc as never, container as never);
    await settle();
    expect(container.register).toHaveBeenCalledWith(serviceWorkerPath);
  });

  it('hands the first page to the worker to keep, as a page', async () => {
    const { container, doc, posted } = fakes(false, false);
    registerWorker(doc as never, container as never);
    await settle();
    expect(posted).toEqual([
      { type: 'CACHE_URLS', payload: { urlsToCache: [['https://kinboissons.cd/produit/12', { headers: { Accept: 'text/html' } }]] } },
    ]);
  });

  it.each([
    ['a new version waits and the page is controlled: offered', true, true, false],
    ['the first install (nothing controlled the page): not offered', false, true, true],
    ['nothing waits: not offered', true, false, true],
  ])('%s', async (_name, controlled, waiting, hidden) => {
    const { container, doc, notice } = fakes(controlled, waiting);
    registerWorker(doc as never, container as never);
    await settle();
    expect(notice.hidden).toBe(hidden);
  });

  it('offers a version once per visit', async () => {
    const first = fakes(true, true);
    registerWorker(first.doc as never, first.container as never);
    await settle();
    const second = fakes(true, true);
    registerWorker(second.doc as never, second.container as never);
    await settle();
    expect([first.notice.hidden, second.notice.hidden]).toEqual([false, true]);
  });

  it('« Mettre à jour » tells the waiting worker to take over; « Plus tard » only hides the notice', async () => {
    const { container, doc, notice, clicks, posted } = fakes(true, true);
    registerWorker(doc as never, container as never);
    await settle();
    const press = (value: string) => {
      for (const listener of clicks) listener({ target: { closest: () => ({ value }) } });
    };
    press('');
    expect([notice.hidden, posted]).toEqual([true, []]);
    press('now');
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function));
  });

  const page = (url: string) => [url, { headers: { Accept: 'text/html' } }];
  it.each([
    ['without the data saver, from outside the shop: installed, this page kept', {}, false, [page('https://kinboissons.cd/produit/12')]],
    ['in data saver mode, from outside the shop: not installed', { saver: true, referrer: 'https://www.google.com/' }, false, null],
    ['in data saver mode, opened directly: not installed', { saver: true }, false, null],
    [
      'in data saver mode, from another page of the shop: installed, both pages kept',
      { saver: true, referrer: 'https://kinboissons.cd/categorie/bieres' },
      false,
      [page('https://kinboissons.cd/produit/12'), page('https://kinboissons.cd/categorie/bieres')],
    ],
    ['in data saver mode, a worker already there: kept up to date', { saver: true }, true, []],
  ] as const)('%s', async (_name, visit, controlled, kept) => {
    const { container, doc, posted } = fakes(controlled, false, visit);
    registerWorker(doc as never, container as never);
    await settle();
    expect(container.register).toHaveBeenCalledTimes(kept === null ? 0 : 1);
    expect(posted).toEqual(kept === null || kept.length === 0 ? [] : [{ type: 'CACHE_URLS', payload: { urlsToCache: kept } }]);
  });
});
