import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../../src/domain/address-format.ts';
import { KINSHASA_COMMUNES } from '../../../src/domain/communes.ts';
import { deliveryPlace } from '../../../src/domain/delivery-place.ts';

describe("deliveryPlace: an order's commune and quartier, read from its address with Kinshasa's 24 communes", () => {
  it.each([
    ['Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa', { commune: 'Kalamu', quartier: 'Matonge' }],
    ['Av. de la Libération, N°8, Salongo, lemba, Kinshasa', { commune: 'Lemba', quartier: 'Salongo' }],
    ['Rue Kato, 45, Binza, ngaliema', { commune: 'Ngaliema', quartier: 'Binza' }],
    // Outside the spec's seven communes, a loose address is still read: the 24 are known here.
    ['Avenue Y, Quartier Z, Bandalungwa', { commune: 'Bandalungwa', quartier: 'Quartier Z' }],
    ['Avenue Y, N°3, Righini, Mont-Ngafula', { commune: 'Mont-Ngafula', quartier: 'Righini' }],
    // A commune outside the list, in the exact shape, is read by its place.
    ['Av. du Fleuve, N°1, Kingabwa, Kingasani, Kinshasa', { commune: 'Kingasani', quartier: 'Kingabwa' }],
    ['Chez Papa Jules', { commune: '', quartier: '' }],
    ['', { commune: '', quartier: '' }],
  ])('%j', (adresse, place) => {
    expect(deliveryPlace(adresse)).toEqual(place);
  });

  it.each(KINSHASA_COMMUNES.map((commune) => [commune]))('reads back the commune %s of a formatted address', (commune) => {
    expect(deliveryPlace(formatAddress({ rue: 'Av. Kabasele', numero: '7', quartier: 'Yolo', commune }))).toEqual({
      commune,
      quartier: 'Yolo',
    });
  });
});
