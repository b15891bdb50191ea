import { expect } from 'vitest';
import { z } from 'zod/mini';
import type { CatalogueChange } from '../../../src/domain/catalogue-change.ts';
import { createStaffUser } from '../../../src/server/accounts/create-staff.ts';
import { type AppOptions, createApp } from '../../../src/server/app.ts';
import type { Engine } from '../../../src/server/db/engine.ts';
import { query } from '../../support/query.ts';
import { freshEngine } from '../../support/test-engine.ts';

export const ORIGIN = 'http://shop.test';
/** scrypt cost for tests only (N = 2^10); production hashes use N = 2^17. */
const TEST_COST = 10;

export interface TestShop {
  /** The shop's data: SQLite in memory, or a fresh PostgreSQL database when the suite runs on PostgreSQL. */
  engine: Engine;
  /** A statement with `?` placeholders, on either engine: its rows. */
  query: <Row = Record<string, unknown>>(text: string, ...params: unknown[]) => Promise<Row[]>;
  app: ReturnType<typeof createApp>;
  clock: { now: Date };
  /** The catalogue changes announced: how many, and what the last one said changed. */
  changes: { count: number; last: readonly CatalogueChange[] | null };
  call: (
    method: string,
    path: string,
    options?: { token?: string | undefined; json?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  register: (email: string, password?: string, first?: string) => Promise<string>;
  /** Another session of an existing account (a second phone): its token. */
  login: (email: string, password: string) => Promise<string>;
  /** A staff account made like the operator CLI makes it (an admin unless told), then its login token. */
  staff: (email?: string, role?: 'admin' | 'manager') => Promise<string>;
  /** A rider made by an admin (token `admin`) from « Personnel », as the depot makes one, then signed in: id and token. */
  rider: (admin: string, email: string, first?: string) => Promise<{ id: number; token: string }>;
}

/** A fresh shop on a seeded database of the suite's engine, with a controllable clock. */
export function makeShop(options: Partial<AppOptions> = {}): TestShop {
  const engine = options.engine ?? freshEngine();
  const clock = { now: new Date('2026-11-21T10:00:00Z') };
  const changes: TestShop['changes'] = { count: 0, last: null };
  const app = createApp({
    engine,
    now: () => clock.now,
    passwordCost: TEST_COST,
    // The configured public origin (SITE_URL): links in e-mails point there.
    mail: { siteUrl: ORIGIN },
    onCatalogueChange: (announced) => {
      changes.count++;
      changes.last = announced;
    },
    ...options,
  });
  const call: TestShop['call'] = (method, path, { token, json, headers = {} } = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>)['authorization'] = `Token ${token}`;
    if (json !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = JSON.stringify(json);
    }
    return Promise.resolve(app.request(`${ORIGIN}${path}`, init));
  };
  const login = async (email: string, password: string) => {
    const res = await call('POST', '/api/v1/token-auth/', { json: { username: email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const register: TestShop['register'] = async (email, password = 'motdepasse1', first = 'Jean') => {
    const res = await call('POST', '/api/v1/accounts/register/', {
      json: {
        username: email,
        email,
        password,
        password_confirm: password,
        first_name: first,
        last_name: 'Kabila',
        phone_number: '',
        role: 'client',
      },
    });
    expect(res.status).toBe(201);
    return login(email, password);
  };
  const staff: TestShop['staff'] = async (email = 'admin@kinboissons.cd', role = 'admin') => {
    await createStaffUser(engine.db, { email, password: 'operateur-secret', role }, clock.now, TEST_COST);
    return login(email, 'operateur-secret');
  };
  const rider: TestShop['rider'] = async (admin, email, first = 'Didier') => {
    const res = await call('POST', '/api/v1/staff/personnel/', {
      token: admin,
      json: { email, first_name: first, password: 'livreur-secret', role: 'livreur' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id, role } = (await res.json()) as { id: number; role: string };
    expect(role).toBe('livreur');
    return { id, token: await login(email, 'livreur-secret') };
  };
  return {
    engine,
    query: (text, ...params) => query(engine.db, text, ...params),
    app,
    clock,
    changes,
    call,
    register,
    login,
    staff,
    rider,
  };
}

/** Moves order `id` through `statuses` one after the other, as the staff member of `token` does; each move must succeed. */
export async function moveOrder(shop: TestShop, token: string, id: number, ...statuses: string[]): Promise<void> {
  for (const statut of statuses) {
    const res = await shop.call('POST', `/api/v1/orders/commandes/${id}/statut/`, { token, json: { statut } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

/** The statuses an order goes through from « En attente » to « Prête pour livraison » (ready to leave in a round). */
export const TO_READY = ['confirmee', 'en_preparation', 'prete_livraison'] as const;

/** Parses a response body with a contract schema (the server's answers must satisfy the contract). */
export async function conforming<S extends z.core.$ZodType>(res: Response, schema: S): Promise<z.infer<S>> {
  const body: unknown = await res.json();
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new Error(`Réponse hors contrat : ${JSON.stringify(parsed.error.issues).slice(0, 500)}`);
  return parsed.data;
}

/**
 * A response body typed with what the test reads of it, unchecked: `conforming` checks a body against the
 * contract, whose schemas drop what the storefront does not read (a cart's `total`, for one).
 */
export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** What the tests read of the reference API's answers (the contract's French field names; decimals as DRF strings). */
export interface Page<T> {
  count: number;
  next: string | null;
  results: T[];
}
export interface CartBody {
  id: number;
  total: string;
  articles: { id: number }[];
}
export interface OrderBody {
  id: number;
  numero_commande: string;
  total_commande: string;
  frais_livraison: string;
  token_suivi?: string;
  articles: unknown[];
}
export interface NotificationBody {
  id: number;
  type: string;
  lue: boolean;
}
export interface ReviewBody {
  id: number;
  approuve: boolean;
}
export interface ProductBody {
  id: number;
  stock: number;
  image: string;
  categorie: { id: number; nom: string };
  note_moyenne: string | null;
  nombre_avis: number;
}
export interface DetailBody {
  detail: string;
}

/**
 * Guest `n`'s order of `articles`, from an address and a phone number of its own: the first guest order of each, so
 * it takes its stock at once (guest-limits.ts holds the others).
 */
export const firstGuestOrder = (shop: Pick<TestShop, 'app'>, n: number, articles: { produit: number; quantite?: number }[]) =>
  shop.app.request(
    'http://shop.test/api/v1/orders/commandes/anonyme/',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestOrder(articles, { telephone_livraison: `24308${String(10_000_000 + n)}` })),
    },
    { incoming: { socket: { remoteAddress: `10.1.${n >> 8}.${n & 255}` } } },
  );

/** A guest order payload for the given lines. */
export function guestOrder(
  articles: { produit: number; quantite?: number; avec_consigne?: boolean }[],
  extra: Record<string, unknown> = {},
) {
  return {
    nom_complet: 'Mireille Tshala',
    email: '',
    adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
    telephone_livraison: '2430812345678',
    notes: '',
    mode_paiement: 'paiement_livraison',
    use_saved_address: false,
    articles: articles.map((a) => ({
      produit: a.produit,
      quantite: a.quantite ?? 1,
      avec_consigne: a.avec_consigne ?? false,
      bouteilles_echangees: 0,
    })),
    ...extra,
  };
}
