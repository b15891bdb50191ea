/** Orders as the shop's staff read, take and move them (gestion). */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../messages/gestion.ts';
import { validationMessages } from '../messages/validation.ts';
import { decimalSchema, idSchema, positiveQuantitySchema } from './decimal.ts';
import { MAX_ORDER_LINES, orderStatusSchema } from './order.ts';
import { countSchema, staffPageSchema } from './staff-page.ts';
import { outcomeReadSchema } from './staff-rounds.ts';
import { plainText, requiredName, requiredPlainText, requiredTextUpTo } from './text.ts';

/** Where an order came from: the website, or a staff member who took it by phone, WhatsApp or at the counter. */
export const orderSources = ['site', 'telephone', 'whatsapp', 'comptoir'] as const;
const orderSourceSchema = z.enum(orderSources);
/** The sources of an order a staff member takes (« Nouvelle commande »). */
export const staffOrderSources = ['telephone', 'whatsapp', 'comptoir'] as const;
export type StaffOrderSource = (typeof staffOrderSources)[number];

const staffOrderLineSchema = z.object({
  id: idSchema,
  /** Null when the product no longer exists. */
  produit: z.nullable(idSchema),
  libelle: z.string(),
  quantite: countSchema,
  prix_unitaire: decimalSchema,
  avec_consigne: z.boolean(),
  prix_consigne_unitaire: decimalSchema,
  /** The product left the storefront (archived) since. */
  produit_archive: z.boolean(),
  /**
   * The bottles' deposit on this line: `facturee` (charged, the customer keeps the bottles), `echange`
   * (the customer hands over as many empties: the courier collects them), `sans` (none on this product).
   */
  consigne: z.enum(['facturee', 'echange', 'sans']),
  /** The product's unit of sale (« Casier de 20 bouteilles »): what its empties are counted in (src/domain/empties.ts). */
  unite: z.string(),
  /** Empties the customer hands back on this line, in bottles (a crate's: its bottles). */
  bouteilles_echangees: countSchema,
});

/** GET /staff/commandes/{id}/: the order with what the shop needs to deliver it. */
export const staffOrderSchema = z.object({
  id: idSchema,
  numero_commande: z.string(),
  date_commande: z.string(),
  statut: orderStatusSchema,
  sous_total: decimalSchema,
  total_consignes: decimalSchema,
  frais_livraison: decimalSchema,
  total_commande: decimalSchema,
  adresse_livraison: z.string(),
  telephone_livraison: z.string(),
  nom_client: z.string(),
  email: z.string(),
  notes: z.string(),
  mode_paiement: z.string(),
  /** The customer's account, null for a guest order. */
  client: z.nullable(z.object({ id: idSchema, email: z.string() })),
  /** 'Je paie avec': the banknote amount, and the change the courier brings. */
  paie_avec: z.nullable(decimalSchema),
  monnaie_a_rendre: z.nullable(decimalSchema),
  /** A cancelled order gave its stock back. */
  stock_restaure: z.boolean(),
  /** A large order, held: it takes its stock when confirmed (the staff call the customer first). */
  a_confirmer: z.boolean(),
  source: orderSourceSchema,
  /** Who took the order (a staff member, named as the reader may see them); null for the website's. */
  saisie_par: z.nullable(z.string()),
  /** The commune and quartier of the delivery address (src/domain/delivery-place.ts); '' when the address names none. */
  commune: z.string(),
  quartier: z.string(),
  /** The delivery's current outcome (src/contract/staff-rounds.ts), null before one is recorded. */
  livraison: z._default(z.nullable(outcomeReadSchema), null),
  articles: z.array(staffOrderLineSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** GET /staff/commandes/: a page of orders, plus how many wait for confirmation (the tab's title). */
export const staffOrderPageSchema = z.object({ ...staffPageSchema(staffOrderSchema).shape, en_attente: countSchema });

/** Filters of GET /staff/commandes/ (query): status, Kinshasa day `2026-11-21`, search, commune, open orders only. */
export type StaffOrderFilters = { statut?: string; jour?: string; q?: string; commune?: string; ouvertes?: '1'; page?: number };

const staffOrderLineCreateSchema = z.object({
  produit: idSchema,
  quantite: positiveQuantitySchema,
  avec_consigne: z.boolean({ error: validationMessages.consigneBoolean }),
  bouteilles_echangees: z._default(
    z.number({ error: say.emptiesWhole }).check(z.int({ error: say.emptiesWhole }), z.gte(0, { error: say.emptiesWhole })),
    0,
  ),
});

/**
 * POST /staff/commandes/ (staff): an order taken by phone, WhatsApp or at the counter, placed like the website's.
 * `client`: the customer's account found by the search (the order joins it); `notes` as the checkout writes them
 * (the landmark first, 'Je paie avec' last). Sent with an `Idempotency-Key` made when the form opened.
 */
export const staffOrderCreateSchema = z.object({
  source: z.enum(staffOrderSources, { error: say.sourceRequired }),
  client: z.nullish(idSchema),
  nom_complet: requiredName(200),
  telephone_livraison: requiredPlainText(30),
  email: z.nullish(z.union([z.literal(''), z.email({ error: validationMessages.guestInvalidEmail })])),
  adresse_livraison: requiredTextUpTo(500),
  notes: z.nullish(plainText(1000, true)),
  mode_paiement: requiredPlainText(50),
  articles: z
    .array(staffOrderLineCreateSchema, { error: validationMessages.articlesRequired })
    .check(z.minLength(1, { error: validationMessages.articlesRequired }), z.maxLength(MAX_ORDER_LINES)),
});
export type StaffOrderCreateInput = z.input<typeof staffOrderCreateSchema>;

/** GET /staff/clients/?q=: a customer found by phone or name, with their addresses and latest orders (newest first). */
const staffCustomerSchema = z.object({
  nom: z.string(),
  telephone: z.string(),
  email: z.string(),
  /** Their account, null when they only ever ordered without one. */
  compte: z.nullable(idSchema),
  adresses: z.array(z.object({ adresse: z.string(), repere: z.string() })),
  commandes: z.array(
    z.object({
      id: idSchema,
      numero_commande: z.string(),
      date_commande: z.string(),
      statut: orderStatusSchema,
      total_commande: decimalSchema,
      source: orderSourceSchema,
    }),
  ),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomerListSchema = z.array(staffCustomerSchema);

/** One move of an order's life: who, when, from which status to which. */
const orderHistoryEntrySchema = z.object({
  id: idSchema,
  date: z.string(),
  auteur: z.string(),
  de: z.nullable(orderStatusSchema),
  vers: orderStatusSchema,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
export const orderHistorySchema = z.array(orderHistoryEntrySchema);

/**
 * POST /orders/commandes/{id}/statut/ (staff). `statut_actuel`: the status the screen showed when the move was
 * chosen; the move is refused (409, with the status now) when the order moved since.
 */
export const orderStatusChangeSchema = z.object({ statut: orderStatusSchema, statut_actuel: z.optional(orderStatusSchema) });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** GET /staff/jour/?date=2026-11-21: the day's orders and revenue (Kinshasa day), and the products running low. */
export const daySummarySchema = z.object({
  jour: z.string(),
  commandes: countSchema,
  /** Total of the day's orders that were not cancelled (ordered, not yet earned). */
  chiffre_affaires: decimalSchema,
  /** Delivered revenue: the amounts collected on the deliveries recorded that day (docs/decisions/034). */
  livre: z._default(decimalSchema, '0'),
  /** The cash the riders recorded on those deliveries, and the cash the manager counted at the day's closings. */
  especes_recues: z._default(decimalSchema, '0'),
  especes_remises: z._default(decimalSchema, '0'),
  /** The total of the day's orders still open (neither delivered nor cancelled). */
  en_cours: z._default(decimalSchema, '0'),
  par_statut: z.array(z.object({ statut: orderStatusSchema, nombre: countSchema })),
  /** The day's orders and revenue (same rule as `chiffre_affaires`) by where they came from: they add up to the day's. */
  par_source: z.array(z.object({ source: orderSourceSchema, nombre: countSchema, chiffre_affaires: decimalSchema })),
  /** Products on sale at or under their low-stock threshold (their own, else their unit's), lowest stock first. */
  stock_bas: z.array(z.object({ id: idSchema, nom: z.string(), stock: z.number().check(z.int()), seuil: countSchema })),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
