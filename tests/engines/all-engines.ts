/**
 * `npm run test:engines`: the customer's journeys and the staff's in Chromium, Firefox ESR and WebKit, on a phone's
 * screen, against one shop started for the run; then the shop frozen in each engine. Prints each engine's time.
 * Node's own test runner: `node tests/engines/all-engines.ts`.
 */
import { after, before, describe, test } from 'node:test';
import { FIREFOX } from '../../scripts/lib/engine-paths.ts';
import { scriptConfig } from '../../src/config/environment.ts';
import { readEnvironment } from '../../src/config/process-env.ts';
import type { Engine, EngineName, Tab } from './engine.ts';
import { pageState, pageText } from './in-page.ts';
import { frozenShop, gestionPhoneOrder, guestOrder, offlineReload, secondAddStaysOnTheProduct, signUpThenSignIn } from './journeys.ts';
import { openPhoneLine, type PhoneLine } from './phone-line.ts';
import { launchChromium, launchFirefox } from './puppeteer-engine.ts';
import { type ShopUnderTest, startShopUnderTest } from './shop-under-test.ts';
import { launchWebKit } from './webkit-engine.ts';

const launchers: Record<EngineName, () => Promise<Engine>> = {
  chromium: () => launchChromium(readEnvironment(scriptConfig).chromium.path),
  firefox: () => launchFirefox(FIREFOX),
  webkit: launchWebKit,
};

/** The page a failed journey stopped on: its address and what it showed. */
async function whereItStopped(tab: Tab): Promise<string> {
  try {
    const text = await tab.evaluate(pageText);
    const state = await tab.evaluate(pageState).catch((error: unknown) => `état illisible : ${String(error)}`);
    return `page : ${await tab.url()} (${state})\n${text.slice(0, 1500)}\n`;
  } catch (error) {
    return `page illisible : ${String(error)}\n`;
  }
}

/** A journey that hangs (a driver's command never answered) fails with the page it stopped on instead of blocking the run. */
const JOURNEY_TIMEOUT_MS = 120_000;

let shop: ShopUnderTest;
let line: PhoneLine;

before(async () => {
  shop = await startShopUnderTest();
  line = await openPhoneLine(shop.url);
});

after(async () => {
  await line?.close();
  await shop?.stop();
});

for (const name of Object.keys(launchers) as EngineName[]) {
  describe(name, { concurrency: false }, () => {
    let engine: Engine;
    let started = 0;
    before(async () => {
      started = Date.now();
      engine = await launchers[name]();
    });
    after(async () => {
      await engine?.stop();
      console.log(`${name} : parcours en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });

    /** One journey in a fresh profile; a failure carries the shop's last words if it died meanwhile. */
    const journey = (title: string, run: (tab: Tab) => Promise<void>) =>
      test(title, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
        const tab = await engine.newTab(shop.url);
        try {
          await run(tab);
        } catch (error) {
          if (error instanceof Error) error.message += `\n${await whereItStopped(tab)}${shop.death() ?? ''}`;
          throw error;
        } finally {
          await tab.close();
        }
      });

    journey('a guest browses, adds with the consigne dialog, and places exactly one order', (tab) => guestOrder(tab, shop));
    journey('a customer who taps each link while the page still loads gets every next page and exactly one order', (tab) =>
      guestOrder(tab, shop, { tapsWhileLoading: true }),
    );
    journey('a second add stays on the product page: the hand-over never submits the form', (tab) => secondAddStaysOnTheProduct(tab));
    journey(
      'a customer signs up, is signed in, signs out and signs in again; the phones typed in the address book and the profile are kept',
      (tab) => signUpThenSignIn(tab, shop),
    );
    journey('pages visited reload offline; a page never visited shows the offline page, then opens once the line is back', (tab) =>
      offlineReload(tab, line),
    );
    journey('a manager takes an order by phone, its number typed key by key, and moves it to « Confirmée » in gestion', (tab) =>
      gestionPhoneOrder(tab, shop, name),
    );
    journey(
      'the shop frozen: a visited page from the cache in 3 s, an unvisited one offline in 5 s, the API says it in French',
      async (tab) => {
        const { visitedMs, unvisitedMs } = await frozenShop(tab, shop);
        console.log(`${name} : boutique figée, page visitée en ${visitedMs} ms, page jamais ouverte en ${unvisitedMs} ms`);
      },
    );
  });
}
