/**
 * How long each part of a saved address may be, and how many addresses one account keeps: the forms' limits and
 * the API's. Apart from address.ts, so that the forms that only need a number load no schema.
 */
export const ADDRESS_MAX = { rue: 150, numero: 20, quartier: 100, commune: 100, repere: 150, telephone: 30 } as const;

/** Addresses one account may keep (a home, an office, the family's…; far more than a customer needs). */
export const MAX_ADDRESSES = 20;
