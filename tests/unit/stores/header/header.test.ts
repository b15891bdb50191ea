import { type PersistentStore, setPersistentEngine } from '@nanostores/persistent';
import { atom, computed, onMount } from 'nanostores';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/stores/account/session.ts';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { createHeaderCart } from '../../../../src/stores/header/cart-count.ts';
import { $isStaffViewer } from '../../../../src/stores/header/staff-viewer.ts';
import { createHeaderUnread, type UnreadSource } from '../../../../src/stores/header/unread-count.ts';
import { createHeaderSession } from '../../../../src/stores/header/user-greeting.ts';
import { $contract, loadContract } from '../../../../src/stores/page/contract-on-demand.ts';
import { $authToken } from '../../../../src/stores/stored/auth-token.ts';
import { $anonymousCartIdText, $panierText } from '../../../../src/stores/stored/cart-keys.ts';
import { countCartItems } from '../../../../src/stores/stored/cart-lines.ts';
import { sessionTexts, storedSession } from '../../../../src/stores/stored/session-keys.ts';
import { storedText } from '../../../../src/stores/stored/stored-text.ts';
import { greetingNameOf, isStaffText } from '../../../../src/stores/stored/user.ts';
import { fakeBackend, hideCart, products, showCart } from '../cart/cart-backend.fake.ts';

const noEvents = { addEventListener: () => {}, removeEventListener: () => {} };
let storage: Record<string, string>;
beforeEach(() => {
  storage = {};
  setPersistentEngine(storage as PersistentStore, noEvents);
  $authToken.set('');
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// First in this file: the contract, loaded once per page (module state), is not there yet.
describe('until the contract is there, the header leaves what the page drew from storage', () => {
  it("a stored cart's count and a signed-in user's greeting are unknown, then read once the contract is there", async () => {
    const cart = '[{"id":1,"prix":"2500.00","quantite":3}]';
    const $count = createHeaderCart({ load: async () => ({ cart: { $lines: atom([]) } }), needContract: () => {} });
    const $greeting = createHeaderSession(
      storedSession,
      async () => ({ session: { $session: atom('') } }),
      () => {},
    );
    storedSession.$userInfo.set(JSON.stringify({ username: 'u', email: 'jean@kin.cd', first_name: 'Jean' }));
    expect($contract.get()).toBeNull();
    expect($count.get()).toBe(0);
    expect($greeting.get()).toBeNull();
    $panierText.set(cart);
    $authToken.set('tok');
    expect($count.get()).toBeNull();
    expect($greeting.get()).toBeUndefined();
    await loadContract();
    expect($count.get()).toBe(3);
    expect($greeting.get()).toBe('Jean');
    $authToken.set('');
    expect($greeting.get()).toBeNull();
    $panierText.set('');
    storedSession.$userInfo.set('');
  });
});

describe('countCartItems counts the stored cart through the contract', () => {
  it.each([
    ['absent', '', 0],
    ['broken JSON', '[{"id":1', 0],
    ['not a list', '{"id":1,"prix":"10","quantite":2}', 0],
    ['two valid lines', '[{"id":1,"prix":"2500.00","quantite":2},{"produit":{"id":"3"},"prix":1500,"quantite":"3"}]', 5],
    ['a line without product', '[{"prix":"10","quantite":2}]', 0],
    ['a line priced "abc"', '[{"id":1,"prix":"abc","quantite":2},{"id":2,"prix":"10","quantite":1}]', 1],
    ['a quantity of 0 or 1.5', '[{"id":1,"prix":"10","quantite":0},{"id":2,"prix":"10","quantite":1.5}]', 0],
    ['entries that are not lines', '[null, 3, "x", [1], {"id":2,"prix":"10","quantite":4}]', 4],
  ])('%s', (_name, text, expected) => {
    expect(countCartItems(text)).toBe(expected);
  });
});

describe('greetingNameOf greets the stored user through the contract', () => {
  it.each([
    ['absent', '', null],
    ['null', 'null', null],
    ['first name', '{"username":"a@b.cd","email":"a@b.cd","first_name":"Merveille"}', 'Merveille'],
    ['no first name: the email', '{"username":"u","email":"jean@kin.cd","first_name":null}', 'jean'],
    [
      'no first name, a last name: the name, not the email',
      '{"username":"u","email":"gerant@kin.cd","first_name":"","last_name":"Mbala"}',
      'Mbala',
    ],
    ['a blank first name: the email', '{"username":"u","email":"gerant@kin.cd","first_name":"  "}', 'gerant'],
    ['a number as email', '{"username":"u","email":5}', null],
    ['a bad id', '{"id":-1,"username":"u","email":"x@y.z"}', null],
  ])('%s', (_name, text, expected) => {
    expect(greetingNameOf(text)).toBe(expected);
  });

  it.each([
    ['a manager', { username: 'a', email: 'a@kin.cd', role: 'manager' }, true],
    ['a superuser client', { username: 'a', email: 'a@kin.cd', role: 'client', is_superuser: true }, true],
    ['an unknown role', { username: 'a', email: 'a@kin.cd', role: 'ADMIN' }, false],
    ['an admin with a broken field', { username: 'a', email: 'a@kin.cd', role: 'admin', is_staff: 'yes' }, false],
  ])('sees exact stock: %s', (_name, value, expected) => {
    expect(isStaffText(JSON.stringify(value))).toBe(expected);
  });
});

describe('the stored user counts only with a token', () => {
  it('a stored user without token is greeted by nobody and sees no exact stock; with one, by name and as staff', async () => {
    await loadContract();
    const $greetingName = createHeaderSession(storedSession, async () => ({ session: { $session: atom('') } }));
    storedSession.$userInfo.set(JSON.stringify({ username: 'u', email: 'jean@kin.cd', first_name: 'Jean', role: 'manager' }));
    expect($greetingName.get()).toBeNull();
    expect($isStaffViewer.get()).toBe(false);
    $authToken.set('tok');
    expect($greetingName.get()).toBe('Jean');
    expect($isStaffViewer.get()).toBe(true);
    storedSession.$userInfo.set('');
    expect($greetingName.get()).toBeNull();
  });
});

describe('one atom per key: the full stores write, the header sees it in the same tab', () => {
  it('adding to the cart updates the count computed from the shared text', async () => {
    const $panier = storedText('panier');
    const $count = computed($panier, countCartItems);
    const cart = createCart({
      api: fakeBackend().api,
      $token: atom(''),
      newCartId: () => 'anon-0000-0001',
      log: () => {},
      stored: { $panier, $anonymousCartId: storedText('anonymousCartId') },
    });
    await showCart(cart);
    await cart.addToCart(products[0]!, { quantity: 2 });
    expect($count.get()).toBe(2);
    expect(cart.$count.get()).toBe(2);
    expect(storage['anonymousCartId']).toBe('anon-0000-0001');
    await cart.clearCart();
    expect($count.get()).toBe(0);
    hideCart(cart);
  });

  it('the session store writes the user the header greets, and removes it at logout', () => {
    const texts = sessionTexts();
    const $token = atom('tok');
    const session = createSessionStore({} as never, $token, texts);
    session.remember({
      username: 'u',
      email: 'jean@kin.cd',
      first_name: 'Jean',
      last_name: '',
      phone_number: '',
      address: '',
      role: 'client',
      is_staff: false,
      is_superuser: false,
    });
    expect(greetingNameOf(texts.$userInfo.get())).toBe('Jean');
    expect(storage['isLoggedIn']).toBe('true');
    session.logout();
    expect(texts.$userInfo.get()).toBe('');
    expect(['userInfo', 'isLoggedIn', 'userEmail'].filter((key) => key in storage)).toEqual([]);
  });
});

describe('the header loads the full stores only when needed', () => {
  const mounts = (count: () => void) => {
    const $store = atom('');
    onMount($store, () => void count());
    return $store;
  };

  it('cart: signed out, an anonymous id and no full store; a sign-in here loads it once', async () => {
    let loads = 0;
    const load = async () => ({ cart: { $lines: mounts(() => (loads += 1)) } });
    const stop = createHeaderCart({ load, defer: (run) => run() }).listen(() => {});
    await flush();
    expect(loads).toBe(0);
    expect($anonymousCartIdText.get()).toMatch(/^[\w-]{8,100}$/);
    $authToken.set('tok');
    $authToken.set('tok2');
    await flush();
    expect(loads).toBe(1);
    stop();
  });

  it('cart: signed in at start, the full store starts (server cart)', async () => {
    $authToken.set('tok');
    let loads = 0;
    const stop = createHeaderCart({ load: async () => ({ cart: { $lines: mounts(() => (loads += 1)) } }) }).listen(() => {});
    await flush();
    expect(loads).toBe(1);
    stop();
  });

  it('cart: a sign-in written by another tab loads nothing here (that tab merges)', async () => {
    let loads = 0;
    const header = createHeaderCart({
      load: async () => ({ cart: { $lines: mounts(() => (loads += 1)) } }),
      defer: (run) => run(),
      isRemoteChange: (token) => token === 'autre-onglet',
    });
    const stop = header.listen(() => {});
    $authToken.set('autre-onglet');
    await flush();
    expect(loads).toBe(0);
    stop();
  });

  it('cart: nothing stored asks for no contract; a stored cart does, and is counted once the contract is there', async () => {
    let asked = 0;
    $panierText.set('');
    const header = createHeaderCart({
      load: async () => ({ cart: { $lines: atom([]) } }),
      needContract: () => {
        asked += 1;
      },
    });
    const stop = header.listen(() => {});
    expect(asked).toBe(0);
    expect(header.get()).toBe(0);
    $panierText.set('[{"id":1,"prix":"2500.00","quantite":3}]');
    expect(asked).toBe(1);
    await loadContract();
    expect(header.get()).toBe(3);
    stop();
  });

  it.each([
    ['signed out, nothing stored', '', {}, false],
    ['token and user', 'tok', { userInfo: '{"username":"u","email":"u@kin.cd"}' }, false],
    ['a token alone (user to fetch)', 'tok', {}, true],
    ['leftovers without token', '', { isLoggedIn: 'true' }, true],
  ])('session: %s', async (_name, token, stored, loaded) => {
    Object.assign(storage, stored);
    $authToken.set(token);
    let starts = 0;
    let asked = 0;
    const header = createHeaderSession(
      sessionTexts(),
      async () => ({ session: { $session: mounts(() => (starts += 1)) } }),
      () => {
        asked += 1;
      },
    );
    const stop = header.listen(() => {});
    await loadContract();
    await flush();
    expect(starts).toBe(loaded ? 1 : 0);
    // The contract is asked for only when a token or a user is stored.
    expect(asked > 0).toBe(token !== '' || 'userInfo' in stored);
    stop();
  });

  it('unread: nothing loaded signed out; signed in, the count follows the list (samples hidden)', async () => {
    const $unreadCount = atom(0);
    const $notifications = atom({ status: 'idle' });
    let loads = 0;
    const source: UnreadSource = {
      $unreadCount,
      $notifications,
      ensureNotificationsLoaded: async () => {
        $notifications.set({ status: 'ready' });
        $unreadCount.set(3);
      },
    };
    const $headerUnreadCount = createHeaderUnread(async () => {
      loads += 1;
      return { notifications: source };
    });
    const stop = $headerUnreadCount.listen(() => {});
    await flush();
    expect(loads).toBe(0);
    $authToken.set('tok');
    await flush();
    await flush();
    expect(loads).toBe(1);
    expect($headerUnreadCount.get()).toBe(3);
    $notifications.set({ status: 'sample' });
    expect($headerUnreadCount.get()).toBe(0);
    $notifications.set({ status: 'ready' });
    $authToken.set('');
    expect($headerUnreadCount.get()).toBe(0);
    stop();
  });
});
