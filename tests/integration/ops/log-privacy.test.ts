/**
 * The serving process's log during what a customer and the operator do (register, log in, order, reset a
 * password, ask the ops endpoints), with the request log on and e-mails printed instead of sent: every
 * line a JSON record with time and level, and no password, token, phone number or e-mail address in any.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../../scripts/lib/start-shop.ts';
import { TOKEN, writeLiveRelease } from './shop-process.ts';

const RELEASE = '20261123T150000Z-000';
const EMAIL = 'mireille.tshala@exemple.cd';
const PASSWORD = 'mot-de-passe-du-client-42';
const NEW_PASSWORD = 'nouveau-mot-de-passe-99';
const PHONE_DIGITS = '812345678';

let dataDir: string;
let shop: StartedShop;
const secrets: string[] = [EMAIL, PASSWORD, NEW_PASSWORD, TOKEN];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kin-log-privacy-'));
  await writeLiveRelease(dataDir, RELEASE);
  shop = await startShop({ env: { DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, SHOP_DEV: '1', LOG_REQUESTS: '1', SMTP_URL: '' } });
}, 60_000);

afterAll(async () => {
  await shop?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${shop.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('the log of a customer journey', () => {
  it('is structured and holds no password, token, phone or e-mail', async () => {
    const registered = await call('POST', '/api/v1/accounts/register/', {
      username: EMAIL,
      email: EMAIL,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: 'Mireille',
      last_name: 'Tshala',
      phone_number: `+243${PHONE_DIGITS}`,
      role: 'client',
    });
    expect(registered.status).toBe(201);
    const login = await call('POST', '/api/v1/token-auth/', { username: EMAIL, password: PASSWORD });
    const { token } = (await login.json()) as { token: string };
    secrets.push(token);
    const auth = { Authorization: `Token ${token}` };
    expect((await call('GET', '/api/v1/accounts/me/', undefined, auth)).status).toBe(200);
    const order = await call(
      'POST',
      '/api/v1/orders/commandes/',
      {
        nom_complet: 'Mireille Tshala',
        email: EMAIL,
        adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
        telephone_livraison: `243${PHONE_DIGITS}`,
        notes: '',
        mode_paiement: 'paiement_livraison',
        use_saved_address: false,
        articles: [{ produit: 1, quantite: 2, avec_consigne: true, bouteilles_echangees: 0 }],
      },
      { ...auth, 'Idempotency-Key': 'commande-journal-1' },
    );
    expect(order.status, await order.clone().text()).toBe(201);
    const reset = await call('POST', '/api/v1/accounts/password-reset/', { email: EMAIL });
    const { debug_info } = (await reset.json()) as { debug_info: { reset_url: string } };
    const [, , uid = '', resetToken = ''] =
      debug_info.reset_url.split('/').filter(Boolean).length === 3 ? ['', ...debug_info.reset_url.split('/').filter(Boolean)] : [];
    secrets.push(resetToken);
    expect((await fetch(`${shop.url}${debug_info.reset_url}`)).status).toBe(200);
    const confirmed = await call('POST', '/api/v1/accounts/password-reset/confirm/', {
      uid,
      token: resetToken,
      new_password: NEW_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    expect((await call('GET', '/_ops/status', undefined, { Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    const health = await call('GET', '/_ops/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', release: RELEASE, database: 'ok' });
    expect((await call('GET', '/_ops/status', undefined, { Authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    // The e-mails (order confirmation, the reset link) are printed by the worker instead of sent.
    const deadline = Date.now() + 20_000;
    while (shop.output.join('').split('e-mail non envoyé').length < 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await shop.stop();

    const lines = shop.output
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
    expect(lines.filter((line) => line.includes('e-mail non envoyé')).length).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.includes('"path":"/api/v1/token-auth/"'))).toBe(true);
    for (const line of lines) {
      const record = JSON.parse(line) as { time?: unknown; level?: unknown; msg?: unknown };
      expect(record.time, line).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(['info', 'warn', 'error', 'fatal', 'debug']).toContain(record.level);
      for (const secret of secrets) expect(line, `${secret} in the log`).not.toContain(secret);
      expect(line.replace(/\D/g, ''), line).not.toContain(PHONE_DIGITS);
      expect(line).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    }
  }, 60_000);
});
