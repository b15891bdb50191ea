/** Rules of the shop's staff screens (gestion) that are not the customer's. */

import { type DepositUnit, depositUnit } from './deposit-unit.ts';
import type { OrderStatus } from './order-status.ts';
import { toNineDigits } from './phone.ts';
import type { UserRoleFields } from './roles.ts';

/** Admin role or is_superuser: who manages the staff accounts (« Personnel »). */
export function isAdminUser(user: UserRoleFields | null | undefined): boolean {
  return user?.role === 'admin' || user?.is_superuser === true;
}

/**
 * A product at or under its threshold is low (the day's screen, the daily summary): its own (`seuil_stock`, set in its
 * form), else its unit's. A crate is not a can: 5 crates are 100 bottles, 24 single bottles one crate's worth.
 */
export const LOW_STOCK_DEFAULTS: Readonly<Record<DepositUnit, number>> = {
  casier: 5,
  pack: 6,
  bonbonne: 5,
  bouteille: 24,
  canette: 24,
  brique: 12,
  article: 10,
};

/** The threshold of a product: its own, else its unit's default (« Casier de 20 bouteilles » → 5). */
export function lowStockThreshold(product: { unite: unknown; seuil_stock: number | null }): number {
  return product.seuil_stock ?? LOW_STOCK_DEFAULTS[depositUnit(product.unite)];
}

/** Whether a product's stock is at or under its threshold. */
export function isLowStock(product: { stock: number; unite: unknown; seuil_stock: number | null }): boolean {
  return product.stock <= lowStockThreshold(product);
}

/** A staff session ends after a day without a request (sliding: each request pushes the end back). */
export const STAFF_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * A staff session ends a week after its login, however often it is used: a token copied from a phone or a
 * backup works a week at most. Sooner with « Déconnecter partout », or an admin's.
 */
export const STAFF_SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

/** Orders that still need the shop: neither delivered nor cancelled. */
export function isOpenOrder(statut: OrderStatus): boolean {
  return statut !== 'livree' && statut !== 'annulee';
}

/** `tel:+243812345678` for a Congolese number; the digits as written otherwise. */
export function telHref(phone: string): string {
  const nine = toNineDigits(phone);
  return nine ? `tel:+243${nine}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** `https://wa.me/243812345678?text=…` with a prefilled message; null when the number is not a Congolese one. */
export function whatsappHref(phone: string, text: string): string | null {
  const nine = toNineDigits(phone);
  return nine ? `https://wa.me/243${nine}?text=${encodeURIComponent(text)}` : null;
}

/** An amount as typed on a phone keyboard, made readable for the API: `2 500`, `2500 FC`, `2500,50` → `2500`, `2500`, `2500.50`. */
export function typedAmount(text: string): string {
  return text
    .replace(/\s+|\u00a0|\u202f/g, '')
    .replace(/fc$/i, '')
    .replace(',', '.');
}

/** A wire amount as the manager edits it: whole francs without `.00` (`2500.00` → `2500`, `2500.50` stays). */
export function editableAmount(decimal: string): string {
  return decimal.replace(/\.0+$/, '');
}
