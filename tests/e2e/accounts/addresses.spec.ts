import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './account-helpers.ts';

async function profileAddress(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/v1/accounts/me/', { headers: { Authorization: `Token ${localStorage.getItem('authToken')}` } });
    return ((await res.json()) as { address: string }).address;
  });
}

async function fillAddress(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('form');
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
}

const home = { 'Rue/Avenue': 'Avenue de la Justice', Numéro: '12', Quartier: 'Socimat', Commune: 'Gombe', Téléphone: '0812345678' };
const office = { 'Rue/Avenue': 'Boulevard du 30 Juin', Numéro: '5', Quartier: 'Centre', Commune: 'Gombe', Téléphone: '0999999999' };

test('address book: required fields, add, edit, set default, delete rules and the synced profile address', async ({ page, request }) => {
  await signedIn(page, request, 'Adresse');
  await page.goto('/adresses.html');
  const main = page.getByRole('main');
  await expect(main.getByText("Vous n'avez pas encore d'adresse enregistrée.")).toBeVisible();

  // Required fields, in form order.
  await main.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await expect(main.getByLabel('Ville')).toHaveValue('Kinshasa');
  await expect(main.getByLabel('Ville')).not.toBeEditable();
  const required: [string, string][] = [
    ['Rue/Avenue', 'Rue/Avenue requise'],
    ['Numéro', 'Numéro requis'],
    ['Quartier', 'Quartier requis'],
    ['Commune', 'Commune requise'],
    ['Téléphone', 'Téléphone requis'],
  ];
  for (const [label, message] of required) {
    await fillAddress(page, { ...home, [label]: '' });
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(main.getByRole('alert')).toHaveText(message);
  }

  // First address: default, synced.
  await fillAddress(page, home);
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('status')).toHaveText('Adresse enregistrée.');
  await expect(main.getByText('Par défaut')).toBeVisible();
  expect(await profileAddress(page)).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');

  // The only address cannot be deleted.
  await main.getByRole('button', { name: 'Supprimer' }).click();
  await expect(main.getByRole('alert')).toHaveText('Impossible de supprimer la seule adresse');

  // A second address of type Bureau; the profile keeps the default one.
  await main.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await main.getByLabel('Type').selectOption('Bureau');
  await fillAddress(page, office);
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(2);
  expect(await profileAddress(page)).toContain('Avenue de la Justice');
  // Ids are increasing numeric strings (the account's book gives them; the browser keeps a copy).
  const ids = await page.evaluate(() =>
    Object.values(JSON.parse(localStorage.getItem('userAddresses') ?? '{}') as Record<string, { id: string }[]>)[0]?.map((a) => a.id),
  );
  expect(ids).toHaveLength(2);
  expect(ids?.every((id) => /^\d+$/.test(id))).toBe(true);
  expect(Number(ids?.[1])).toBeGreaterThan(Number(ids?.[0]));

  // The default address cannot be deleted.
  const first = main.getByRole('listitem').filter({ hasText: 'Avenue de la Justice' });
  await first.getByRole('button', { name: 'Supprimer' }).click();
  await expect(main.getByRole('alert')).toHaveText("Vous ne pouvez pas supprimer l'adresse par défaut.");

  // Edit the office address, then make it the default: the profile follows.
  const second = main.getByRole('listitem').filter({ hasText: 'Boulevard du 30 Juin' });
  await second.getByRole('button', { name: 'Modifier' }).click();
  await expect(main.getByLabel('Type')).toHaveValue('Bureau');
  await fillAddress(page, { Numéro: '7' });
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByText('Boulevard du 30 Juin, N°7, Centre, Gombe, Kinshasa')).toBeVisible();
  expect(await profileAddress(page)).toContain('Avenue de la Justice');
  await main.getByRole('listitem').filter({ hasText: 'Boulevard du 30 Juin' }).getByRole('button', { name: 'Définir par défaut' }).click();
  await expect.poll(() => profileAddress(page)).toBe('Boulevard du 30 Juin, N°7, Centre, Gombe, Kinshasa');

  // Deleting the former default asks for confirmation: refused once, accepted then.
  const dialogs: string[] = [];
  let accept = false;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  await first.getByRole('button', { name: 'Supprimer' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(2);
  accept = true;
  await first.getByRole('button', { name: 'Supprimer' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(1);
  expect(dialogs).toEqual(['Êtes-vous sûr de vouloir supprimer cette adresse ?', 'Êtes-vous sûr de vouloir supprimer cette adresse ?']);
});

test('an address already in the profile is parsed into the book', async ({ page, request }) => {
  await signedIn(page, request, 'Profil');
  await page.evaluate(async () => {
    await fetch('/api/v1/accounts/me/', {
      method: 'PATCH',
      headers: { Authorization: `Token ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: 'Avenue Kasa-Vubu, N°3, Matonge, Kintambo, Kinshasa' }),
    });
  });
  await page.goto('/modifier-profil.html'); // fetches the user again
  await expect(page.getByRole('main').getByLabel('Nom complet')).toBeVisible();
  await page.goto('/adresses.html');
  const item = page.getByRole('main').getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Avenue Kasa-Vubu, N°3, Matonge, Kintambo, Kinshasa');
  await expect(item).toContainText('Par défaut');
  await item.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('main').getByLabel('Commune')).toHaveValue('Kintambo');
  await expect(page.getByRole('main').getByLabel('Quartier')).toHaveValue('Matonge');
});
