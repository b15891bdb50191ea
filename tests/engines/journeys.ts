/**
 * The customer's journeys and the staff's, written once for every engine (tests/engines/engine.ts): pages found
 * by role and the French words a person reads, never by the shop's stores or classes.
 */
import assert from 'node:assert/strict';
import { type Tab, waitFor } from './engine.ts';
import type { RoleQuery } from './in-page.ts';
import type { PhoneLine } from './phone-line.ts';
import { askApi, createStaff, lastOrders, orderIdsOf, orderRow, type ShopUnderTest, uniqueName } from './shop-under-test.ts';

const PASSWORD = 'motdepasse1';

/** A number as people type it, key by key: +243, spaces and all. Every phone field keeps the nine digits meant. */
const TYPED_PHONE = '+243 812 345 678';
/** That number as an account, an address or a field left shows it back: +243 and the nine digits. */
const ACCOUNT_PHONE = '+243812345678';
/** That number as an order keeps it: 243, the 0 of the national writing, the nine digits. */
const ORDER_PHONE = '2430812345678';

export const see = (tab: Tab, query: RoleQuery, timeoutMs?: number) =>
  waitFor(`${query.role} « ${query.name ?? ''} »`, () => tab.has(query), timeoutMs);

export const seeGone = (tab: Tab, query: RoleQuery, timeoutMs?: number) =>
  waitFor(`plus de ${query.role} « ${query.name ?? ''} »`, async () => !(await tab.has(query)), timeoutMs);

export const reach = (tab: Tab, path: RegExp, timeoutMs?: number) =>
  waitFor(`adresse ${path}`, async () => path.test(new URL(await tab.url()).pathname + new URL(await tab.url()).search), timeoutMs);

/**
 * A link followed once the page finished loading: a journey leaves a page only then (tests/engines/in-page.ts). The link
 * is scrolled to first and the page left to finish again: pictures loaded lazily start when the scroll brings them on
 * screen, and Firefox reports those the tap then cuts (« A ServiceWorker intercepted the request… »).
 */
export async function follow(tab: Tab, query: RoleQuery): Promise<void> {
  await tab.settle();
  await tab.reveal(query);
  await tab.settle();
  await tab.click(query);
}

/** What the page's visible phone field shows (one per form the journeys fill). */
const phoneShown = (tab: Tab) =>
  tab.evaluate(
    () => [...document.querySelectorAll<HTMLInputElement>('input[type=tel]')].find((field) => field.offsetParent !== null)?.value,
  );

/**
 * What Firefox may still write when a page is left while a picture or a script is being handed to it, answered from the
 * worker's copy as it is (docs/decisions/017): allowed only in the journey that taps while pages load.
 */
const LEFT_WHILE_LOADING = /A ServiceWorker intercepted the request and encountered an unexpected error/;

/** The text of the page's first level-one heading. */
export const heading = (tab: Tab) => tab.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');

/**
 * Waits until the service worker controls the page and keeps this very page and every script it loaded (the first
 * visit's page hands them to the worker): the worker writes its copies after the page got its answers, and islands
 * ask for their modules when they hydrate (Astro's `ssr` mark leaves an island then), after the page's load.
 */
export async function kept(tab: Tab): Promise<void> {
  await waitFor(
    'la page et ses scripts gardés par le service worker',
    () =>
      tab.evaluate(async () => {
        if (document.readyState !== 'complete' || navigator.serviceWorker?.controller == null) return false;
        if (document.querySelector('astro-island[ssr]') !== null) return false;
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/_astro/'));
        for (const url of [location.href, ...scripts]) if ((await caches.match(url)) === undefined) return false;
        return true;
      }),
    30_000,
  );
}

/**
 * Nothing went wrong in the page as far as the engine says: no console error, no uncaught exception (but those `expected`,
 * matched against the engine's own words: an error's first line, not the tab's moments reported after it).
 */
export async function noConsoleError(tab: Tab, expected: RegExp[] = []): Promise<void> {
  assert.deepEqual(
    (await tab.errors()).filter((error) => !expected.some((known) => known.test(error.split('\n', 1)[0] ?? ''))),
    [],
  );
}

/**
 * Opens a product page and waits until its island took over the form: the plain form's consigne question is gone
 * (Astro removed the island's `ssr` mark) and the « Avec consigne » checkbox is enabled (React committed the
 * hydration: its handlers answer a press; WebKit lost a press made in between).
 */
async function openProduct(tab: Tab, name: string): Promise<void> {
  await see(tab, { role: 'heading', name, exact: true });
  await seeGone(tab, { role: 'radio', name: "Oui, j'ai des bouteilles à échanger" });
  await waitFor('la case « Avec consigne » utilisable', () =>
    tab.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].some(
        (box) => !box.disabled && [...(box.labels ?? [])].some((label) => label.textContent?.includes('Avec consigne')),
      ),
    ),
  );
  // The add leaves for the cart: the page first finishes loading (its picture included).
  await tab.settle();
}

/**
 * Browse from the home page, add with the consigne dialog, the cart, a guest order: exactly one order. With
 * `tapsWhileLoading`, the customer taps each link as soon as it shows, while the page still loads: each next page works
 * and the order is stored once; Firefox's report of an answer the page left could no longer take (docs/decisions/017)
 * is the only console error allowed there.
 */
export async function guestOrder(tab: Tab, shop: ShopUnderTest, { tapsWhileLoading = false } = {}): Promise<void> {
  const tap = (query: RoleQuery) => (tapsWhileLoading ? tab.click(query) : follow(tab, query));
  await tab.goto('/');
  await tap({ role: 'link', name: 'Commander ici', exact: true });
  await see(tab, { role: 'heading', name: 'Nos Catégories de Produits' });
  await tap({ role: 'link', name: 'Bières' });
  await reach(tab, /^\/categorie\/bieres$/);
  await tap({ role: 'link', name: 'Primus 72 cl' });
  await openProduct(tab, 'Primus 72 cl');

  await tab.click({ role: 'button', name: 'Ajouter au panier', exact: true });
  const dialog: RoleQuery = { role: 'dialog', name: 'Avez-vous des bouteilles vides à échanger ?' };
  await see(tab, dialog);
  await tab.click({ role: 'button', name: "Non, je n'ai pas de bouteilles", within: dialog });
  await see(tab, { role: 'status', name: 'Primus 72 cl a été ajouté à votre panier.' });
  await reach(tab, /^\/Mon-panier\.html/);
  await see(tab, { role: 'listitem', name: 'Primus 72 cl' });
  await tap({ role: 'link', name: 'Passer la commande', exact: true });

  await reach(tab, /^\/paiement\.html$/);
  const name = uniqueName('Moteurs');
  await tab.type({ role: 'textbox', name: 'Nom complet' }, name);
  await tab.type({ role: 'textbox', name: 'Téléphone' }, TYPED_PHONE);
  await tab.type({ role: 'textbox', name: 'Avenue / Rue' }, 'Avenue du Commerce');
  await tab.type({ role: 'textbox', name: 'Numéro', exact: true }, '12');
  await tab.type({ role: 'textbox', name: 'Quartier' }, 'Golf');
  await tab.type({ role: 'textbox', name: 'Commune' }, 'Gombe');
  assert.equal(await phoneShown(tab), TYPED_PHONE, 'le téléphone quitté montre le numéro lu');
  await tab.click({ role: 'radio', name: 'Paiement à la livraison' });
  await tab.click({ role: 'button', name: 'Confirmer la commande', exact: true });
  await reach(tab, /^\/confirmation-commande$/, 30_000);
  await see(tab, { role: 'link', name: 'Continuer mes achats' });
  const orders = await waitFor(`la commande au nom de ${name}`, async () => {
    const ids = orderIdsOf(shop, name);
    return ids.length > 0 && ids;
  }).catch((error: unknown) => {
    // Which name the order was stored under (a field typed while the page loaded: what reached the order).
    if (error instanceof Error) error.message += `\ndernières commandes : ${lastOrders(shop)}`;
    throw error;
  });
  assert.equal(orders.length, 1, `une seule commande au nom de ${name}`);
  assert.equal(orderRow(shop, orders[0] ?? 0).telephone_livraison, ORDER_PHONE);
  await noConsoleError(tab, tapsWhileLoading ? [LEFT_WHILE_LOADING] : []);
}

/**
 * A second add, which the page's early add declines (a line already in the cart): the island adds through the cart
 * store and the product page shows its confirmation; no `submit` event reaches the form (Firefox sent the form on the
 * hand-over's `submit`, leaving at once for `/Mon-panier.html?ajout=…`), and the cart page opens without `ajout=`.
 */
export async function secondAddStaysOnTheProduct(tab: Tab): Promise<void> {
  await tab.goto('/categorie/bieres');
  await follow(tab, { role: 'link', name: 'Primus 72 cl' });
  await openProduct(tab, 'Primus 72 cl');
  await tab.click({ role: 'button', name: 'Ajouter au panier', exact: true });
  const dialog: RoleQuery = { role: 'dialog', name: 'Avez-vous des bouteilles vides à échanger ?' };
  await see(tab, dialog);
  await tab.click({ role: 'button', name: "Oui, j'ai des bouteilles à échanger", within: dialog });
  await reach(tab, /^\/Mon-panier\.html$/);

  // Sold without deposit (no consigne question): the island's own mark says when it has taken the form over.
  await tab.goto('/categorie/bieres');
  await follow(tab, { role: 'link', name: 'Heineken 33 cl' });
  await see(tab, { role: 'heading', name: 'Heineken 33 cl', exact: true });
  await waitFor('l’île « Ajouter au panier » hydratée', () =>
    tab.evaluate(() => document.querySelector('astro-island[component-url*="/AddToCart."]:not([ssr])') !== null),
  );
  await tab.settle();
  await tab.evaluate(() => {
    const counted = window as unknown as { formSubmits: number };
    counted.formSubmits = 0;
    document.addEventListener('submit', () => void counted.formSubmits++, true);
  });
  await tab.click({ role: 'button', name: 'Ajouter au panier', exact: true });
  await see(tab, { role: 'status', name: 'Heineken 33 cl a été ajouté à votre panier.' });
  assert.match(new URL(await tab.url()).pathname, /^\/produit\//);
  assert.equal(await tab.evaluate(() => (window as unknown as { formSubmits: number }).formSubmits), 0, 'aucun submit du formulaire');
  await reach(tab, /^\/Mon-panier\.html$/);
  await see(tab, { role: 'listitem', name: 'Heineken 33 cl' });
  await see(tab, { role: 'listitem', name: 'Primus 72 cl' });
  await noConsoleError(tab);
}

/** The token of the person signed in in this tab, as the shop's pages keep it. */
async function tokenIn(tab: Tab): Promise<string> {
  const token = await tab.evaluate(() => localStorage.getItem('authToken'));
  assert.ok(token, 'une session ouverte dans l’onglet');
  return token;
}

/**
 * Sign-up through the form (automatic login, the greeting), sign-out, then sign-in through the form; then the account's
 * other phone fields, the address book's and the profile's: each number typed key by key is the one the API keeps.
 */
export async function signUpThenSignIn(tab: Tab, shop: ShopUnderTest): Promise<void> {
  const email = `moteurs.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cd`;
  await tab.goto('/connexion.html');
  await follow(tab, { role: 'link', name: 'Créer un compte', exact: true });
  const signUp: RoleQuery = { role: 'form', name: 'Créer un compte' };
  await tab.type({ role: 'textbox', name: 'Prénom', within: signUp }, 'Bijou');
  await tab.type({ role: 'textbox', name: 'Nom', exact: true, within: signUp }, 'Tshala');
  await tab.type({ role: 'textbox', name: 'Email', within: signUp }, email);
  await tab.type({ role: 'textbox', name: 'Téléphone (facultatif)', within: signUp }, TYPED_PHONE);
  await tab.type({ role: 'textbox', name: 'Mot de passe', exact: true, within: signUp }, PASSWORD);
  await tab.type({ role: 'textbox', name: 'Confirmer le mot de passe', within: signUp }, PASSWORD);
  assert.equal(await phoneShown(tab), TYPED_PHONE, 'le téléphone quitté montre le numéro lu');
  await tab.click({ role: 'button', name: "S'inscrire", within: signUp });
  await reach(tab, /^\/$/);
  await tab.click({ role: 'button', name: 'Bonjour Bijou', exact: true });
  await follow(tab, { role: 'link', name: 'Déconnexion', exact: true });
  await see(tab, { role: 'status', name: "Vous avez été déconnecté. Redirection vers l'accueil..." });
  await reach(tab, /^\/$/);
  await see(tab, { role: 'link', name: 'Se connecter' });

  await tab.goto('/connexion.html');
  const signIn: RoleQuery = { role: 'form', name: 'Connexion' };
  await tab.type({ role: 'textbox', name: 'Email', within: signIn }, email);
  await tab.type({ role: 'textbox', name: 'Mot de passe', within: signIn }, PASSWORD);
  await tab.click({ role: 'button', name: 'Se connecter', within: signIn });
  await reach(tab, /^\/$/);
  await see(tab, { role: 'button', name: 'Bonjour Bijou', exact: true });
  const token = await tokenIn(tab);
  assert.equal(
    (await askApi<{ phone_number: string }>(shop, token, '/accounts/me/')).phone_number,
    ACCOUNT_PHONE,
    'le téléphone du compte',
  );
  await addressBookPhone(tab, shop, token);
  await profilePhone(tab, shop, token);
  await noConsoleError(tab);
}

/** A new address in the address book, its phone typed key by key: the address the API keeps has the nine digits. */
async function addressBookPhone(tab: Tab, shop: ShopUnderTest, token: string): Promise<void> {
  await tab.goto('/adresses.html');
  // The book's buttons act once its island took the page over.
  await tab.settle();
  await tab.click({ role: 'button', name: 'Ajouter une adresse', exact: true });
  const form: RoleQuery = { role: 'form', name: 'Ajouter une adresse' };
  await tab.type({ role: 'textbox', name: 'Rue/Avenue', exact: true, within: form }, 'Avenue Kabambare');
  await tab.type({ role: 'textbox', name: 'Numéro', exact: true, within: form }, '47');
  await tab.type({ role: 'textbox', name: 'Quartier', exact: true, within: form }, 'Matonge III');
  await tab.type({ role: 'textbox', name: 'Commune', exact: true, within: form }, 'Kalamu');
  await tab.type({ role: 'textbox', name: 'Téléphone', exact: true, within: form }, TYPED_PHONE);
  await tab.click({ role: 'button', name: 'Enregistrer', exact: true, within: form });
  await see(tab, { role: 'status', name: 'Adresse enregistrée.' });
  type Address = { rue: string; telephone: string };
  const book = await askApi<Address[] | { results: Address[] }>(shop, token, '/accounts/adresses/');
  const saved = (Array.isArray(book) ? book : book.results).filter((address) => address.rue === 'Avenue Kabambare');
  assert.deepEqual(
    saved.map((address) => address.telephone),
    [ACCOUNT_PHONE],
    'le téléphone de l’adresse',
  );
}

/**
 * The profile's phone typed key by key over another number (set through the API first, so that the number the API
 * keeps afterwards can only be the one typed): the account's phone is the nine digits typed.
 */
async function profilePhone(tab: Tab, shop: ShopUnderTest, token: string): Promise<void> {
  await askApi(shop, token, '/accounts/me/', { phone_number: '+243899999999' });
  await tab.goto('/modifier-profil.html');
  // The page finished first (its islands, its pictures): nothing moves the button between the moment it is found and the tap.
  await tab.settle();
  await waitFor('le profil rempli depuis le compte', async () => (await phoneShown(tab)) === '+243 899 999 999');
  await tab.type({ role: 'textbox', name: 'Téléphone', exact: true }, TYPED_PHONE);
  await tab.click({ role: 'button', name: 'Enregistrer', exact: true });
  await see(tab, { role: 'status', name: 'Profil mis à jour avec succès' });
  assert.equal(
    (await askApi<{ phone_number: string }>(shop, token, '/accounts/me/')).phone_number,
    ACCOUNT_PHONE,
    'le téléphone du profil',
  );
  // The profile leads back to the account page by itself: the journey ends there, no navigation racing it.
  await reach(tab, /^\/mon-compte\.html$/);
}

/** The page of a product the journeys never open (the catalogue read through the API). */
async function unvisitedProduct(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/products/produits/?page_size=200`);
  const { results } = (await res.json()) as { results: { id: number; nom: string }[] };
  const other = results.find((product) => product.nom !== 'Primus 72 cl');
  assert.ok(other, 'un autre produit au catalogue');
  return `/produit/${other.id}`;
}

/** Home, the beer category and a product visited and kept by the worker; returns a product page never opened. */
async function visitAndKeep(tab: Tab, base: string): Promise<{ home: string; category: string; unvisited: string }> {
  await tab.goto(`${base}/`);
  await kept(tab);
  const home = await heading(tab);
  await follow(tab, { role: 'link', name: 'Bières' });
  await reach(tab, /^\/categorie\/bieres$/);
  await kept(tab);
  const category = await heading(tab);
  const unvisited = await unvisitedProduct(base);
  await follow(tab, { role: 'link', name: 'Primus 72 cl' });
  await openProduct(tab, 'Primus 72 cl');
  await kept(tab);
  return { home, category, unvisited };
}

/** Once the network answers again, the offline page opens the page it stood for by itself. */
async function recovers(tab: Tab, path: string): Promise<void> {
  await reach(tab, new RegExp(`^${path}$`));
  await waitFor(
    'la page revenue d’elle-même',
    async () => (await heading(tab)) !== 'Vous êtes hors connexion' && (await heading(tab)) !== '',
    30_000,
  );
}

/**
 * Pages read offline: the line is cut (connections reset at once); home, a category and a product visited reload
 * from the worker's copies; a product never visited shows the offline page, which opens the product by itself
 * once the line is back.
 */
export async function offlineReload(tab: Tab, line: PhoneLine): Promise<void> {
  const { home, category, unvisited } = await visitAndKeep(tab, line.url);
  line.cut();
  try {
    await tab.reload();
    await see(tab, { role: 'heading', name: 'Primus 72 cl', exact: true });
    await tab.goto(`${line.url}/categorie/bieres`);
    await see(tab, { role: 'heading', name: category, exact: true });
    await tab.goto(`${line.url}/`);
    await see(tab, { role: 'heading', name: home, exact: true });
    await tab.goto(`${line.url}${unvisited}`);
    await see(tab, { role: 'heading', name: 'Vous êtes hors connexion' });
  } finally {
    line.restore();
  }
  await recovers(tab, unvisited);
  await noConsoleError(tab);
}

/**
 * Milliseconds from the start of a navigation to `query` being visible, as a person sees the page: the page is opened
 * the way a link opens it and the clock stops when the element shows, not when the engine's DOMContentLoaded passes
 * (Firefox's waits for the page's module scripts, each through the worker: 200–250 ms more).
 */
async function timeTo(tab: Tab, path: string, query: RoleQuery): Promise<number> {
  await tab.settle();
  const start = Date.now();
  await tab.evaluate((href: string) => {
    location.assign(href);
  }, path);
  await see(tab, query, 20_000);
  return Date.now() - start;
}

/**
 * The shop frozen (its process stopped, its socket open: connections accepted, never answered), as a congested cell
 * looks: a page visited comes back from the worker's copy in 3 s at most, a page never visited shows the offline page
 * in 5 s at most and opens by itself once the shop answers; a call to the API says in French that the server did not
 * answer. Returns the times measured.
 */
export async function frozenShop(tab: Tab, shop: ShopUnderTest): Promise<{ visitedMs: number; unvisitedMs: number }> {
  const { unvisited } = await visitAndKeep(tab, shop.url);
  // A first try with a wrong password: the form's on-demand scripts are loaded and kept, as for a customer who tried once.
  await tab.goto('/connexion.html');
  // The form sends once its island took it over (the button waits for it): a press before does nothing.
  await tab.settle();
  const signIn: RoleQuery = { role: 'form', name: 'Connexion' };
  await tab.type({ role: 'textbox', name: 'Email', within: signIn }, 'personne@example.cd');
  await tab.type({ role: 'textbox', name: 'Mot de passe', within: signIn }, 'pas-le-bon');
  await tab.click({ role: 'button', name: 'Se connecter', within: signIn });
  await see(tab, { role: 'alert', within: signIn });
  await kept(tab);
  shop.freeze();
  let times: { visitedMs: number; unvisitedMs: number };
  try {
    const visitedMs = await timeTo(tab, '/categorie/bieres', { role: 'link', name: 'Primus 72 cl' });
    assert.ok(visitedMs <= 3000, `page visitée revenue en ${visitedMs} ms (≤ 3000)`);

    await timeTo(tab, '/connexion.html', signIn);
    // Typed once the form's island took it over, as on the first try: a field typed before hydration may be reset.
    await tab.settle();
    await tab.type({ role: 'textbox', name: 'Email', within: signIn }, 'personne@example.cd');
    await tab.type({ role: 'textbox', name: 'Mot de passe', within: signIn }, PASSWORD);
    await tab.click({ role: 'button', name: 'Se connecter', within: signIn });
    await see(tab, { role: 'alert', name: "Le serveur n'a pas répondu à temps", within: signIn }, 15_000);

    const unvisitedMs = await timeTo(tab, unvisited, { role: 'heading', name: 'Vous êtes hors connexion' });
    assert.ok(unvisitedMs <= 5000, `page hors connexion en ${unvisitedMs} ms (≤ 5000)`);
    times = { visitedMs, unvisitedMs };
  } finally {
    shop.thaw();
  }
  await recovers(tab, unvisited);
  // The wrong password's 400, which Chromium logs as a failed load.
  await noConsoleError(tab, [/status of 400 \(Bad Request\) \(\S*\/api\/v1\/token-auth\/\)/]);
  return times;
}

/**
 * A manager signs in on the shop's login page and takes an order by phone (« Nouvelle commande »), the customer's number
 * typed key by key; then finds it and moves it to « Confirmée »: one order, with the nine digits typed, moved.
 */
export async function gestionPhoneOrder(tab: Tab, shop: ShopUnderTest, label: string): Promise<void> {
  const name = uniqueName('Gestion');
  const manager = await createStaff(shop, label);
  await tab.goto('/gestion/');
  await reach(tab, /^\/connexion\.html\?next=/);
  await tab.type({ role: 'textbox', name: 'Email' }, manager.email);
  await tab.type({ role: 'textbox', name: 'Mot de passe' }, manager.password);
  await tab.click({ role: 'button', name: 'Se connecter' });
  await reach(tab, /^\/gestion\/$/);
  await see(tab, { role: 'heading', name: 'Commandes', exact: true });

  await follow(tab, { role: 'link', name: '+ Nouvelle commande', exact: true });
  const form: RoleQuery = { role: 'form', name: 'Nouvelle commande', exact: true };
  await see(tab, form);
  await tab.type({ role: 'textbox', name: 'Nom complet', within: form }, name);
  await tab.type({ role: 'textbox', name: 'Téléphone du client', within: form }, TYPED_PHONE);
  await tab.choose({ role: 'combobox', name: 'Ajouter un produit', within: form }, 'Primus 72 cl —');
  await see(tab, { role: 'listitem', name: 'Primus 72 cl', within: form });
  await tab.type({ role: 'textbox', name: 'Avenue / Rue', within: form }, 'Avenue du Commerce');
  await tab.type({ role: 'textbox', name: 'Numéro', exact: true, within: form }, '12');
  await tab.type({ role: 'textbox', name: 'Quartier', within: form }, 'Golf');
  await tab.choose({ role: 'combobox', name: 'Commune', exact: true, within: form }, 'Gombe');
  assert.equal(await phoneShown(tab), TYPED_PHONE, 'le téléphone quitté montre le numéro lu');
  await tab.click({ role: 'button', name: 'Enregistrer la commande', within: form });
  await see(tab, { role: 'status', name: `enregistrée pour ${name}.` });
  const orders = orderIdsOf(shop, name);
  assert.equal(orders.length, 1, `une seule commande au nom de ${name}`);
  const taken = await askApi<{ numero_commande: string; telephone_livraison: string }>(
    shop,
    await tokenIn(tab),
    `/staff/commandes/${orders[0]}/`,
  );
  assert.equal(taken.telephone_livraison, ORDER_PHONE, 'le téléphone de la commande prise par téléphone');
  const numero = taken.numero_commande;

  await tab.goto('/gestion/');
  await see(tab, { role: 'heading', name: 'Commandes', exact: true });
  await tab.type({ role: 'textbox', name: 'Rechercher (numéro, nom ou téléphone)' }, numero);
  await tab.click({ role: 'button', name: 'Rechercher', exact: true });
  await follow(tab, { role: 'link', name: numero });
  await see(tab, { role: 'heading', name: `Commande ${numero}`, exact: true });
  await tab.click({ role: 'button', name: 'Passer à « Confirmée »' });
  await waitFor('« → Confirmée » dans l’historique', () =>
    tab.evaluate(() => [...document.querySelectorAll('li')].some((li) => li.textContent?.includes('→ Confirmée'))),
  );
  assert.deepEqual(orderIdsOf(shop, name), orders);
  assert.equal(orderRow(shop, orders[0] ?? 0).statut, 'confirmee');
  await noConsoleError(tab);
}
