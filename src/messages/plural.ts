/** `1 avis`, `3 produits`: the count and the right form of the word. */
export const plural = (n: number, one: string, many: string): string => `${n} ${n > 1 ? many : one}`;
