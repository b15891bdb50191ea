import { describe, expect, it } from 'vitest';
import { fieldErrorLines } from '../../../src/domain/field-errors.ts';

describe('fieldErrorLines', () => {
  it.each([
    ['nothing', undefined, []],
    ['no field', {}, []],
    [
      'a sign-up field',
      { email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] },
      ['Email: Un utilisateur avec cette adresse e-mail existe déjà.'],
    ],
    [
      'every message of a field',
      { password: ['Trop court.', 'Trop courant.'] },
      ['Mot de passe: Trop court.', 'Mot de passe: Trop courant.'],
    ],
    [
      'a profile field',
      { current_password: ['Le mot de passe actuel est incorrect.'] },
      ['Mot de passe actuel: Le mot de passe actuel est incorrect.'],
    ],
    ['a checkout field', { telephone_livraison: ['Ce champ est obligatoire.'] }, ['Téléphone: Ce champ est obligatoire.']],
    ['a saved address', { address_id: ['Adresse inconnue.'] }, ['Adresse enregistrée: Adresse inconnue.']],
    ['non_field_errors alone', { non_field_errors: ['Identifiants invalides.'] }, ['Identifiants invalides.']],
    ['detail alone', { detail: ['Pas trouvé.'] }, ['Pas trouvé.']],
    ['an unknown field alone', { produit_id: ["Le produit 9 n'existe pas."] }, ["Le produit 9 n'existe pas."]],
    ['a name of Object.prototype alone', { constructor: ['Bizarre.'], toString: ['Étrange.'] }, ['Bizarre.', 'Étrange.']],
    [
      'fields in the server order',
      { last_name: ['Requis.'], first_name: ['Requis.'], non_field_errors: ['Refusé.'] },
      ['Nom: Requis.', 'Prénom: Requis.', 'Refusé.'],
    ],
  ])('%s', (_name, errors, lines) => {
    expect(fieldErrorLines(errors)).toEqual(lines);
  });

  it('never puts a space before the colon', () => {
    expect(fieldErrorLines({ nom_complet: ['Requis.'] })).toEqual(['Nom complet: Requis.']);
  });
});
