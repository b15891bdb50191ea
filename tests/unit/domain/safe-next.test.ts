import { describe, expect, it } from 'vitest';
import { safeNext } from '../../../src/domain/safe-next.ts';

describe('the way back after login is a path of this shop, never another site', () => {
  it.each([
    ['a page of the shop', '?next=/mes-commandes.html', '/mes-commandes.html'],
    ['a page with its own query', '?next=%2Fboutique%3Fcategorie%3D3', '/boutique?categorie=3'],
    ['a product page', '?next=/produit/12', '/produit/12'],
    ['nothing asked', '', '/'],
    ['an empty next', '?next=', '/'],
  ])('%s: %s → %s', (_case, search, expected) => expect(safeNext(search)).toBe(expected));

  it.each([
    ['another site', '?next=https://evil.example/'],
    ['another site without scheme', '?next=//evil.example/'],
    ['a backslash browsers read as a slash', '?next=/\\evil.example'],
    ['an encoded backslash', '?next=%2F%5Cevil.example'],
    ['a relative path', '?next=mes-commandes.html'],
    ['a script', '?next=javascript:alert(1)'],
    ['a space that hides a host', '?next=/ //evil.example'],
    ['a tab', '?next=/%09/evil.example'],
    ['the login page (a loop)', '?next=/connexion.html'],
    ['the short login page', '?next=/connexion'],
    ['the login page with a query', '?next=/connexion?next=/x'],
    ['the logout page (signs out at once)', '?next=/deconnexion.html'],
    ['the logout page, trailing slash', '?next=/deconnexion/'],
  ])('%s goes home', (_case, search) => expect(safeNext(search)).toBe('/'));
});

describe("a staff member's way back: the page asked for, else gestion", () => {
  it.each([
    ['nothing asked', '', '/gestion/'],
    ['a gestion screen asked for', '?next=%2Fgestion%2Faujourdhui', '/gestion/aujourdhui'],
    ['the shop asked for', '?next=/boutique', '/boutique'],
    ['another site', '?next=//evil.example/', '/gestion/'],
    ['the login page (a loop)', '?next=/connexion.html', '/gestion/'],
  ])('%s: %s → %s', (_case, search, expected) => expect(safeNext(search, '/gestion/')).toBe(expected));
});
