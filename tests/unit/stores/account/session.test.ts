import { type PersistentListener, setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeShop, ORIGIN, type TestShop } from '../../server/helpers.ts';
import { sessionTab } from './session-tab.ts';

/** localStorage of this tab (a plain object) and a way for "another tab" to write into it, firing `storage` events. */
function memoryBrowser() {
  const storage: Record<string, string> = {};
  let listeners: PersistentListener[] = [];
  setPersistentEngine(storage, {
    addEventListener: (_key, callback) => void listeners.push(callback),
    removeEventListener: (_key, callback) => {
      listeners = listeners.filter((l) => l !== callback);
    },
  });
  const otherTab = (key: string, value: string | null) => {
    if (value === null) delete storage[key];
    else storage[key] = value;
    for (const listener of listeners) listener({ key, newValue: value as string });
  };
  return { storage, otherTab };
}

let shop: TestShop;
let browser: ReturnType<typeof memoryBrowser>;
let getMeCalls: number;

/** A fresh tab: the session store on the real API client, talking to the reference API in memory. */
function openTab() {
  return sessionTab(shop, (request) => {
    if (request.url.endsWith('/accounts/me/') && request.method === 'GET') getMeCalls += 1;
    return undefined;
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
const jean = { username: 'jean@example.cd', email: 'jean@example.cd', first_name: 'Jean', last_name: 'Kabila', role: 'client' };

beforeEach(() => {
  shop = makeShop();
  browser = memoryBrowser();
  getMeCalls = 0;
});

describe('session start-up', () => {
  it('no token: signed out, and a user left without token is dropped', () => {
    browser.storage['userInfo'] = JSON.stringify(jean);
    const { session } = openTab();
    session.$session.listen(() => {});
    expect(session.$session.get()).toBe('signed-out');
    expect(browser.storage['userInfo']).toBeUndefined();
  });

  it('stored token plus user info: signed in at once, without calling the API', () => {
    browser.storage['authToken'] = 'jeton-quelconque';
    browser.storage['userInfo'] = JSON.stringify(jean);
    const { session } = openTab();
    session.$session.listen(() => {});
    expect(session.$session.get()).toBe('signed-in');
    expect(session.$user.get()?.first_name).toBe('Jean');
    expect(getMeCalls).toBe(0);
  });

  it('a valid token alone: checking, then the current user is fetched and stored', async () => {
    browser.storage['authToken'] = await shop.register('marie@example.cd', 'motdepasse1', 'Marie');
    const { session } = openTab();
    session.$session.listen(() => {});
    expect(session.$session.get()).toBe('checking');
    await flush();
    expect(session.$session.get()).toBe('signed-in');
    expect(session.$user.get()?.first_name).toBe('Marie');
    expect(JSON.parse(browser.storage['userInfo'] ?? 'null')).toMatchObject({ email: 'marie@example.cd' });
    expect(getMeCalls).toBe(1);
  });

  it.each([['a token the API rejects', 'jeton-revoque']])('%s alone: both token and user info are cleared', async (_name, token) => {
    browser.storage['authToken'] = token;
    const { session } = openTab();
    session.$session.listen(() => {});
    await flush();
    expect(session.$session.get()).toBe('signed-out');
    expect(browser.storage['authToken'] ?? '').toBe('');
    expect(browser.storage['userInfo']).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong shape', JSON.stringify({ nom: 'Jean' })],
    ['a JSON string', JSON.stringify('Jean')],
  ])('garbage user info (%s) counts as absent: the user is fetched again', async (_name, garbage) => {
    browser.storage['authToken'] = await shop.register('paul@example.cd', 'motdepasse1', 'Paul');
    browser.storage['userInfo'] = garbage;
    const { session } = openTab();
    session.$session.listen(() => {});
    expect(session.$user.get()).toBeNull();
    await flush();
    expect(session.$user.get()?.first_name).toBe('Paul');
  });
});

describe('login, registration, logout', () => {
  it('login stores token, user, login flag and email; logout clears all four', async () => {
    await shop.register('ines@example.cd', 'motdepasse1', 'Inès');
    const { session } = openTab();
    session.$session.listen(() => {});
    const result = await session.login({ username: 'ines@example.cd', password: 'motdepasse1' });
    expect(result.ok).toBe(true);
    expect(session.$session.get()).toBe('signed-in');
    expect(browser.storage).toMatchObject({ isLoggedIn: 'true', userEmail: 'ines@example.cd' });
    expect(browser.storage['authToken']).toMatch(/.+/);
    session.logout();
    expect(session.$session.get()).toBe('signed-out');
    // `authToken` is written as '' by the shared token atom; the others are removed.
    expect(browser.storage['authToken'] ?? '').toBe('');
    for (const key of ['userInfo', 'isLoggedIn', 'userEmail']) expect(browser.storage[key]).toBeUndefined();
  });

  it('a wrong password gives the server message and stays signed out', async () => {
    await shop.register('ines@example.cd', 'motdepasse1', 'Inès');
    const { session } = openTab();
    session.$session.listen(() => {});
    const result = await session.login({ username: 'ines@example.cd', password: 'mauvais-mot' });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? '' : result.message).not.toBe('');
    expect(result.ok ? '' : result.message).not.toBe('Erreur de connexion');
    expect(session.$session.get()).toBe('signed-out');
  });

  it('past fifty wrong passwords from everywhere, the right one mails a login link, and the link signs in once', async () => {
    await shop.register('ines@example.cd', 'motdepasse1', 'Inès');
    for (let i = 0; i < 50; i++) {
      await shop.app.request(
        `${ORIGIN}/api/v1/token-auth/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'ines@example.cd', password: `essai-${i}` }),
        },
        { incoming: { socket: { remoteAddress: `10.2.0.${i}` } } },
      );
    }
    const { session } = openTab();
    session.$session.listen(() => {});
    const refused = await session.login({ username: 'ines@example.cd', password: 'motdepasse1' });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('un lien de connexion à usage unique vient') });
    const [mail] = await shop.query<{ corps: string }>("SELECT corps FROM outbox WHERE kind = 'login-link'");
    const secret = /#connexion=([0-9a-f]+)/.exec(mail?.corps ?? '')?.[1] ?? '';
    expect(await session.loginWithLink(secret)).toMatchObject({ ok: true, user: { email: 'ines@example.cd' } });
    expect(session.$session.get()).toBe('signed-in');
    session.logout();
    expect(await session.loginWithLink(secret)).toEqual({
      ok: false,
      message:
        "Ce lien de connexion n'est plus valable : il a déjà servi, il a expiré, ou l'adresse e-mail du compte a changé. Connectez-vous de nouveau pour en recevoir un autre.",
    });
    expect(session.$session.get()).toBe('signed-out');
  });

  it('registration logs in automatically', async () => {
    const { session } = openTab();
    session.$session.listen(() => {});
    const result = await session.register({
      username: 'ana@example.cd',
      email: 'ana@example.cd',
      password: 'motdepasse1',
      password_confirm: 'motdepasse1',
      first_name: 'Ana',
      last_name: 'Mbuyi',
      phone_number: '',
      role: 'client',
    });
    expect(result).toMatchObject({ ok: true, login: { ok: true } });
    expect(session.$user.get()?.first_name).toBe('Ana');
  });

  it('a taken email fails the registration with the field error', async () => {
    await shop.register('ana@example.cd');
    const { session } = openTab();
    const result = await session.register({
      username: 'ana@example.cd',
      email: 'ana@example.cd',
      password: 'motdepasse1',
      password_confirm: 'motdepasse1',
      first_name: 'Ana',
      last_name: 'Mbuyi',
      phone_number: '',
      role: 'client',
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.fieldErrors?.['email']?.length).toBe(1);
  });

  it('a 401 on an account call signs out; a public call is retried as guest', async () => {
    browser.storage['authToken'] = 'jeton-revoque';
    browser.storage['userInfo'] = JSON.stringify(jean);
    const { session, client } = openTab();
    session.$session.listen(() => {});
    expect(session.$session.get()).toBe('signed-in');
    const categories = await session.withSession(() => client.listCategories(), { public: true });
    expect(categories.length).toBeGreaterThan(0);
    expect(session.$session.get()).toBe('signed-out');
    expect(browser.storage['userInfo']).toBeUndefined();

    browser.storage['authToken'] = 'autre-jeton-revoque';
    const second = openTab();
    second.session.$session.listen(() => {});
    await expect(second.session.withSession(() => second.client.getMe())).rejects.toMatchObject({ status: 401 });
  });
});

describe('other tabs', () => {
  it('a logout in another tab signs out here', async () => {
    browser.storage['authToken'] = 'jeton';
    browser.storage['userInfo'] = JSON.stringify(jean);
    const { session } = openTab();
    session.$session.listen(() => {});
    browser.otherTab('authToken', null);
    browser.otherTab('userInfo', null);
    expect(session.$session.get()).toBe('signed-out');
    expect(session.$user.get()).toBeNull();
  });

  it('a login in another tab signs in here (token first, then user info)', async () => {
    const { session } = openTab();
    session.$session.listen(() => {});
    const token = await shop.register('lea@example.cd', 'motdepasse1', 'Léa');
    browser.otherTab('authToken', token);
    expect(session.$session.get()).toBe('checking');
    browser.otherTab('userInfo', JSON.stringify({ ...jean, first_name: 'Léa', email: 'lea@example.cd' }));
    expect(session.$session.get()).toBe('signed-in');
    expect(session.$user.get()?.first_name).toBe('Léa');
    await flush();
    expect(session.$user.get()?.email).toBe('lea@example.cd');
  });

  it('another tab writing garbage user info does not crash and the user is fetched', async () => {
    const { session } = openTab();
    session.$session.listen(() => {});
    const token = await shop.register('lea@example.cd', 'motdepasse1', 'Léa');
    browser.otherTab('userInfo', '<<<');
    browser.otherTab('authToken', token);
    await flush();
    expect(session.$user.get()?.first_name).toBe('Léa');
  });

  it('the session reads what another tab stored before it was shown', () => {
    const { session } = openTab();
    browser.otherTab('authToken', 'jeton');
    const stop = session.$session.listen(() => {});
    expect(session.$session.get()).toBe('checking');
    stop();
  });
});

describe('several islands share the session', () => {
  it('keeps following other tabs until the last island releases it', async () => {
    browser.storage['authToken'] = 'jeton';
    browser.storage['userInfo'] = JSON.stringify(jean);
    const { session } = openTab();
    const header = session.$session.listen(() => {});
    const page = session.$session.listen(() => {});
    page();
    page();
    browser.otherTab('authToken', null);
    expect(session.$session.get()).toBe('signed-out');
    header();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // nanostores unmounts a store 1 s after its last listener
    // Released: another tab's token no longer makes this tab fetch its user.
    browser.otherTab('authToken', 'autre');
    await flush();
    expect(getMeCalls).toBe(0);
  });
});
