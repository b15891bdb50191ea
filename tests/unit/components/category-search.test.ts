import { describe, expect, it } from 'vitest';
import { filteredCountText } from '../../../src/components/category-search.ts';
import { catalogueMessages } from '../../../src/messages/catalogue.ts';

describe("the search's counter, from the two forms the page words", () => {
  const cases = [0, 1, 2, 3, 9, 10, 24, 96, 100, 1234].flatMap((shown) => [1, 2, 24, 1234].map((total) => [shown, total] as const));
  it.each(cases)('%i kept of %i reads as catalogueMessages.filteredCount says', (shown, total) => {
    const one = catalogueMessages.filteredCount(1, total);
    const many = catalogueMessages.filteredCount(2, total);
    expect(filteredCountText(shown, one, many)).toBe(catalogueMessages.filteredCount(shown, total));
  });
});
