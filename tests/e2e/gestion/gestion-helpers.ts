import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../../../playwright.config.ts';

export const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A staff account made with the operator CLI (`npm run shop -- create-staff`) on the shop under test; with a name when given. */
export async function createStaff(role: 'manager' | 'admin' = 'manager', name?: { first: string; last: string }) {
  const email = `${role}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@kin-boissons.test`;
  const password = 'gestion-e2e-secret';
  const names = name ? ['--prenom', name.first, '--nom', name.last] : [];
  // The CLI reads the password on its standard input, never as an argument.
  const created = promisify(execFile)(process.execPath, ['scripts/shop.ts', 'create-staff', '--email', email, '--role', role, ...names], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
  });
  created.child.stdin?.end(`${password}\n`);
  await created;
  return { email, password };
}

/** The API token of an account. */
export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/token-auth/', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Opens the browser signed in with `token` (stored under `authToken` before any script runs, once). */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('gestion-signed-in')) {
      localStorage.setItem('authToken', value);
      sessionStorage.setItem('gestion-signed-in', '1');
    }
  }, token);
}

/** Serious or critical axe violations of the page as it is now. */
export async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Stock of a product as the staff read it (archived ones too). */
export async function staffStock(request: APIRequestContext, token: string, id: number): Promise<number> {
  const res = await request.get(`/api/v1/staff/produits/?archive=tous&page_size=100`, { headers: auth(token) });
  const body = (await res.json()) as { results: { id: number; stock: number }[] };
  const found = body.results.find((p) => p.id === id);
  if (!found) throw new Error(`produit ${id} introuvable`);
  return found.stock;
}

/**
 * A delivery received at the depot (« Réception »): the suite shares one shop, so a test that sends many crates out
 * gives the stock back, and the tests after it (the phone sweep's full cart) still find the seed's quantities.
 */
export async function receiveStock(request: APIRequestContext, token: string, articles: { produit: number; quantite: number }[]) {
  const res = await request.post('/api/v1/staff/stock/receptions/', { headers: auth(token), data: { articles } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Waits until the serving process has published every change (no build running or waiting, none failed). */
export async function waitForPublication(request: APIRequestContext, token: string, since: number) {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/staff/publication/', { headers: auth(token) });
        const state = (await res.json()) as { etat: string; en_attente: boolean; en_ligne_depuis: string | null; erreur: string | null };
        if (state.etat === 'echec') throw new Error(`publication échouée : ${state.erreur}`);
        return state.etat === 'en_ligne' && !state.en_attente && Date.parse(state.en_ligne_depuis ?? '') >= since;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
}

/** On « Nouvelle commande »: the first customer the search for `name` finds, chosen, and the products `ids` added. */
export async function customerWithLines(page: Page, name: string, ids: readonly number[]) {
  await page.getByLabel('Chercher un client (téléphone ou nom)').fill(name);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await page
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  for (const id of ids) await page.getByLabel('Ajouter un produit').selectOption(String(id));
  await expect(page.getByLabel(/^Quantité/).first()).toBeVisible();
}
