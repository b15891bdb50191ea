import { describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../src/stores/gestion/accounts.ts';
import { createMessageDesk, createReviewDesk } from '../../../../src/stores/gestion/desk.ts';
import { createDayView } from '../../../../src/stores/gestion/today.ts';
import { guestOrder, json, type OrderBody } from '../../server/helpers.ts';
import { gestionShop } from './shop.ts';

describe('review moderation', () => {
  it('approves and rejects, each time announcing a publication (the rating changes)', async () => {
    const g = await gestionShop();
    const customer = await g.shop.register('client@example.cd');
    const order = await json<OrderBody>(
      await g.shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 1 }, { produit: 3 }]) }),
    );
    for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
      await g.shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: g.session.token, json: { statut } });
    }
    for (const produit of [1, 3]) {
      await g.shop.call('POST', `/api/v1/products/produits/${produit}/ajouter_avis/`, {
        token: customer,
        json: { produit, note: 4, commentaire: 'Bien frais' },
      });
    }
    let published = 0;
    const desk = createReviewDesk({ api: g.api, attempt: g.attempt, onModerated: () => (published += 1) });
    await desk.load();
    const [first, second] = desk.$listing.get().items;
    expect(await desk.approve(first!)).toBe(true);
    expect(desk.$listing.get().items.find((r) => r.id === first!.id)?.approuve).toBe(true);
    expect(await desk.reject(second!)).toBe(true);
    expect(desk.$listing.get()).toMatchObject({ count: 1 });
    expect(published).toBe(2);
    expect(await desk.reject(second!)).toBe(false);
    expect(desk.$error.get()).toBe('Pas trouvé.');
    expect(published).toBe(2);
  });
});

describe('support messages', () => {
  it('are marked handled and back; without an outbox endpoint, no failed e-mails are shown', async () => {
    const g = await gestionShop();
    await g.shop.call('POST', '/api/v1/contact/message/', {
      json: { name: 'Patrick', email: 'p@example.cd', message: 'Livrez-vous à Kintambo ?' },
    });
    const desk = createMessageDesk({ api: g.api, attempt: g.attempt });
    await desk.load();
    const [message] = desk.$listing.get().items;
    expect(message).toMatchObject({ traite: false });
    await desk.mark(message!, true);
    expect(desk.$listing.get().items[0]).toMatchObject({ traite: true, traite_par: 'gerant@kinboissons.cd' });
    expect(desk.$failedEmails.get()).toEqual([]);
  });
});

describe('the day', () => {
  it('reads a Kinshasa day', async () => {
    const g = await gestionShop();
    await g.guestOrder();
    const day = createDayView({ api: g.api, attempt: g.attempt });
    await day.load();
    expect(day.$day.get()).toMatchObject({ status: 'ready', day: { jour: '2026-11-21', commandes: 1 } });
    await day.load('2026-11-20');
    expect(day.$day.get()).toMatchObject({ status: 'ready', day: { jour: '2026-11-20', commandes: 0 } });
    expect(day.$date.get()).toBe('2026-11-20');
  });
});

describe('staff accounts', () => {
  it('an admin creates and deactivates a manager; a manager is refused', async () => {
    const g = await gestionShop({ role: 'admin' });
    const accounts = createAccounts({ api: g.api, attempt: g.attempt });
    const bad = await accounts.create.submit({ email: 'pas-une-adresse', first_name: '', last_name: '', password: 'court' });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        email: ['Saisissez une adresse e-mail valide.'],
        first_name: ['Ce champ est obligatoire.'],
        password: ['Le mot de passe doit contenir au moins 8 caractères.'],
      },
    });
    accounts.create.edit({ email: 'nadia@kinboissons.cd', first_name: 'Nadia', last_name: '', password: 'livraison-2026' });
    await accounts.create.submit();
    expect(accounts.create.$state.get().notice?.text).toBe('Compte de gérant créé : nadia@kinboissons.cd.');
    expect(accounts.create.$draft.get()).toEqual({ email: '', first_name: '', last_name: '', password: '' });
    const view = accounts.$accounts.get();
    if (view.status !== 'ready') throw new Error('comptes non chargés');
    const nadia = view.accounts.find((a) => a.email === 'nadia@kinboissons.cd')!;
    await accounts.toggle.submit(nadia);
    expect(accounts.toggle.$state.get().notice?.text).toBe('Compte désactivé : nadia@kinboissons.cd. Ses sessions sont terminées.');
    const manager = await gestionShop();
    const refused = createAccounts({ api: manager.api, attempt: manager.attempt });
    await refused.load();
    expect(refused.$accounts.get()).toEqual({ status: 'error', error: "Vous n'avez pas la permission d'effectuer cette action." });
  });

  it("an admin ends a colleague's sessions, and gives a colleague locked out a new password that ends them too", async () => {
    const g = await gestionShop({ role: 'admin' });
    const accounts = createAccounts({ api: g.api, attempt: g.attempt });
    const phone = await g.shop.staff('nadia@kinboissons.cd', 'manager');
    const me = () => g.shop.call('GET', '/api/v1/accounts/me/', { token: phone });
    await accounts.load();
    const view = accounts.$accounts.get();
    if (view.status !== 'ready') throw new Error('comptes non chargés');
    const nadia = view.accounts.find((a) => a.email === 'nadia@kinboissons.cd')!;
    expect((await me()).status).toBe(200);
    await accounts.endSessions.submit(nadia);
    expect(accounts.endSessions.$state.get().notice?.text).toBe(
      'Toutes les sessions de nadia@kinboissons.cd sont fermées : il faudra se reconnecter.',
    );
    expect((await me()).status).toBe(401);

    const again = await g.shop.call('POST', '/api/v1/token-auth/', {
      json: { username: 'nadia@kinboissons.cd', password: 'operateur-secret' },
    });
    const token = ((await again.json()) as { token: string }).token;
    accounts.choosePassword(nadia);
    expect(await accounts.password.submit({ password: 'court' })).toMatchObject({
      ok: false,
      fieldErrors: { password: ['Le mot de passe doit contenir au moins 8 caractères.'] },
    });
    accounts.password.edit({ password: 'donne-par-admin' });
    await accounts.password.submit();
    expect(accounts.password.$state.get().notice?.text).toBe(
      'Nouveau mot de passe enregistré pour nadia@kinboissons.cd : ses sessions sont fermées et ses mots de passe erronés oubliés.',
    );
    expect(accounts.$passwordFor.get()).toBeNull();
    expect(accounts.password.$draft.get()).toEqual({ password: '' });
    expect((await g.shop.call('GET', '/api/v1/accounts/me/', { token })).status).toBe(401);
    const login = await g.shop.call('POST', '/api/v1/token-auth/', {
      json: { username: 'nadia@kinboissons.cd', password: 'donne-par-admin' },
    });
    expect(login.status).toBe(200);
  });

  it("« Déconnecter partout » ends every session of one's own account, a manager's too", async () => {
    const g = await gestionShop();
    const accounts = createAccounts({ api: g.api, attempt: g.attempt });
    const otherPhone = await g.shop.call('POST', '/api/v1/token-auth/', {
      json: { username: 'gerant@kinboissons.cd', password: 'operateur-secret' },
    });
    const other = ((await otherPhone.json()) as { token: string }).token;
    expect(await accounts.everywhere.submit()).toMatchObject({ ok: true });
    for (const token of [g.session.token, other]) expect((await g.shop.call('GET', '/api/v1/accounts/me/', { token })).status).toBe(401);
  });
});
