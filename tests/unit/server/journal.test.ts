import { describe, expect, it } from 'vitest';
import { journalPageSchema } from '../../../src/contract/staff-journal.ts';
import { conforming, makeShop } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

const journal = async (shop: Shop, token: string, query = '') =>
  conforming(await shop.call('GET', `/api/v1/staff/journal/${query}`, { token }), journalPageSchema);

async function namedManager(shop: Shop) {
  const token = await shop.staff('gerant@kinboissons.cd', 'manager');
  await shop.query("UPDATE users SET first_name = 'Jean', last_name = 'Mbuyi' WHERE email = 'gerant@kinboissons.cd'");
  return token;
}

describe('« Journal »: who did what, when, newest first', () => {
  it('answers who changed a price, when, from what to what', async () => {
    const shop = makeShop();
    shop.clock.now = new Date('2026-11-24T09:00:00Z');
    const admin = await shop.staff();
    const manager = await namedManager(shop);
    const [primus] = await shop.query<{ id: number }>("SELECT id FROM produits WHERE nom = 'Primus 72 cl'");
    shop.clock.now = new Date('2026-11-24T09:30:00Z');
    const res = await shop.call('PATCH', `/api/v1/products/produits/${primus?.id}/`, { token: manager, json: { prix: '2600.00' } });
    expect(res.status).toBe(200);
    expect((await journal(shop, admin)).results[0]).toMatchObject({
      date: '2026-11-24T09:30:00.000Z',
      qui: 'Jean Mbuyi',
      texte: 'Jean Mbuyi a changé le prix de Primus 72 cl : 2\u00a0500 → 2\u00a0600\u00a0FC',
    });
  });

  it('filters by who, what and Kinshasa day; pages newest first', async () => {
    const shop = makeShop();
    shop.clock.now = new Date('2026-11-24T22:00:00Z');
    const admin = await shop.staff();
    const manager = await namedManager(shop);
    // Kinshasa is UTC+1: 22:30 UTC is still the 24th there, 23:30 UTC already the 25th.
    shop.clock.now = new Date('2026-11-24T22:30:00Z');
    await shop.call('POST', '/api/v1/staff/stock/receptions/', { token: manager, json: { articles: [{ produit: 1, quantite: 40 }] } });
    shop.clock.now = new Date('2026-11-24T23:30:00Z');
    await shop.call('POST', '/api/v1/products/categories/', { token: admin, json: { nom: 'Sodas' } });
    const all = await journal(shop, admin);
    expect(all.results.map((e) => e.action)).toEqual(['creation', 'reception']);
    const managerId = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'gerant@kinboissons.cd'"))[0]?.id;
    expect((await journal(shop, admin, `?qui=${managerId}`)).results.map((e) => e.action)).toEqual(['reception']);
    expect((await journal(shop, admin, '?quoi=stock')).results.map((e) => e.texte)).toEqual([
      expect.stringMatching(/^Jean Mbuyi : .+, réception \+40 \(\d+ → \d+\)$/),
    ]);
    expect((await journal(shop, admin, '?quoi=produit')).results.map((e) => e.texte)).toEqual([
      'admin@kinboissons.cd a créé la catégorie Sodas',
    ]);
    expect((await journal(shop, admin, '?jour=2026-11-24')).results.map((e) => e.action)).toEqual(['reception']);
    expect((await journal(shop, admin, '?jour=2026-11-25')).results.map((e) => e.action)).toEqual(['creation']);
    expect((await journal(shop, admin, '?qui=cli')).count).toBe(0);
    const paged = await journal(shop, admin, '?page_size=1');
    expect([paged.count, paged.results.map((e) => e.action), paged.next !== null]).toEqual([2, ['creation'], true]);
    expect(all.auteurs.map((a) => a.nom)).toEqual(['admin@kinboissons.cd', 'Jean Mbuyi', 'npm run shop']);
  });

  it.each([
    ['?quoi=tout', 'quoi', 'Filtre inconnu : « tout ».'],
    ['?jour=2026-02-30', 'jour', 'Le jour doit être une date AAAA-MM-JJ.'],
    ['?qui=quelqu-un', 'qui', 'Auteur inconnu.'],
  ])('refuses the filter %s in French', async (query, field, message) => {
    const shop = makeShop();
    const res = await shop.call('GET', `/api/v1/staff/journal/${query}`, { token: await shop.staff() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  it('a manager reads colleagues by name, never by e-mail; a customer and a stranger read nothing', async () => {
    const shop = makeShop();
    const admin = await shop.staff();
    const manager = await namedManager(shop);
    const other = await shop.staff('livreur.sans.nom@kinboissons.cd', 'manager');
    const otherId = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'livreur.sans.nom@kinboissons.cd'"))[0]?.id;
    expect((await shop.call('POST', `/api/v1/staff/personnel/${otherId}/deconnexion/`, { token: admin })).status).toBe(200);
    const seen = JSON.stringify(await journal(shop, manager));
    expect(seen).not.toContain('@kinboissons.cd');
    expect(seen).toContain('Membre du personnel a fermé les sessions de Membre du personnel (1 session)');
    expect((await shop.call('GET', '/api/v1/staff/journal/', { token: await shop.register('client@example.cd') })).status).toBe(403);
    expect((await shop.call('GET', '/api/v1/staff/journal/')).status).toBe(401);
    expect(other).toBeTruthy();
  });
});
