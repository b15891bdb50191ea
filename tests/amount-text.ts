/**
 * A text as the shop writes it: inside an amount (« 12 500 FC »), the spaces between digit groups and
 * before « FC » are no-break spaces (U+00A0), so that an amount never splits across two lines.
 * Tests write amounts with ordinary spaces and compare through this.
 */
export const amountText = (text: string): string => text.replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0').replace(/(\d) FC\b/g, '$1\u00a0FC');
