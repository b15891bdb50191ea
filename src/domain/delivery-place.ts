/**
 * Where an order goes: the commune and quartier of its delivery address (the checkout and gestion write it with
 * formatAddress), read like a profile address with the 24 communes of Kinshasa known, the commune as that list
 * writes it. Gestion's cards show them; the reference API stores the commune to filter the order list by it. Apart
 * from address.ts, so that the checkout does not load the list of communes with the page.
 */
import { parseProfileAddress } from './address.ts';
import { KINSHASA_COMMUNES } from './communes.ts';

export function deliveryPlace(adresse: string): { commune: string; quartier: string } {
  const { commune, quartier } = parseProfileAddress(adresse, KINSHASA_COMMUNES);
  return { commune, quartier };
}
