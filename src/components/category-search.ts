import type { SearchEntry } from '../catalogue/search-index.ts';
import { paths, productPath } from '../config/paths.ts';
import { matchesSearch } from '../domain/text-match.ts';

/**
 * Search box and brand filter of a category page; the grid stays complete without JavaScript. Its texts come from
 * the page (worded at build by src/messages/catalogue.ts): the messages' modules share a chunk with the cart's
 * code, which would bring React to a page that needs it for nothing else (the data saver's first visit).
 */
const MAX_RESULTS = 96;

/**
 * The counter's text for `shown` products kept: the page words it for one and for two products
 * (`catalogueMessages.filteredCount(1 | 2, total)`), and the first number in it becomes `shown`.
 */
export function filteredCountText(shown: number, one: string, many: string): string {
  return (shown > 1 ? many : one).replace(/\d+/, String(shown));
}

function isEntries(value: unknown): value is SearchEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        e &&
        typeof e === 'object' &&
        typeof e.i === 'number' &&
        typeof e.n === 'string' &&
        typeof e.b === 'string' &&
        typeof e.p === 'string',
    )
  );
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function card(entry: SearchEntry, placeholderLabel: string): HTMLElement {
  const href = productPath(entry.i);
  const picture = entry.k
    ? el('img', { src: `/img/${entry.k}-320.webp`, alt: '', width: 320, height: 320, loading: 'lazy', decoding: 'async' })
    : el('span', { className: 'badge' }, placeholderLabel);
  const prices = el('p', { className: 'prices' }, el('span', { className: 'price' }, entry.p));
  if (entry.o) prices.append(el('del', { className: 'price-old' }, entry.o));
  const body = el('div', { className: 'body' }, el('h3', {}, el('a', { href }, entry.n)));
  if (entry.b) body.append(el('span', { className: 'brand-name' }, entry.b));
  body.append(prices);
  const cover = el('a', { className: 'cover', href, tabIndex: -1 }, picture);
  cover.setAttribute('aria-hidden', 'true');
  return el('article', { className: 'card' }, cover, body);
}

export function setupCategorySearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-search]');
  const select = root.querySelector<HTMLSelectElement>('[data-brand-filter]');
  const grid = root.querySelector<HTMLElement>('[data-grid]');
  const results = root.querySelector<HTMLElement>('[data-results]');
  const noMatch = root.querySelector<HTMLElement>('[data-no-match]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  const pager = root.querySelector<HTMLElement>('[data-pager]');
  const counter = root.querySelector<HTMLElement>('[data-count]');
  if (!input || !select || !grid || !results || !noMatch || !status) return;
  const unfilteredCount = counter?.textContent ?? '';
  /** The counter says how many products the search and the filter keep out of the category's, or the page's own text without them. */
  const showCount = (shown: number | null): void => {
    if (counter)
      counter.textContent =
        shown === null ? unfilteredCount : filteredCountText(shown, counter.dataset['one'] ?? '', counter.dataset['many'] ?? '');
  };
  const indexUrl = root.dataset['index'];
  let index: Promise<SearchEntry[]> | undefined;

  const loadIndex = () =>
    (index ??= fetch(indexUrl ?? '').then(async (response) => {
      const data: unknown = await response.json();
      if (!response.ok || !isEntries(data)) throw new Error('index');
      return data;
    }));

  const keep = (entry: { nom: string; marque: string }) =>
    matchesSearch(entry, input.value) && (select.value === '' || entry.marque === select.value);

  const apply = async (): Promise<void> => {
    const filtering = input.value.trim() !== '' || select.value !== '';
    if (!indexUrl) {
      let shown = 0;
      for (const item of grid.querySelectorAll<HTMLElement>('[data-product]')) {
        const visible = keep({ nom: item.dataset['name'] ?? '', marque: item.dataset['brand'] ?? '' });
        if (item.parentElement) item.parentElement.hidden = !visible;
        if (visible) shown++;
      }
      noMatch.hidden = shown > 0;
      showCount(filtering ? shown : null);
      return;
    }
    grid.hidden = filtering;
    if (pager) pager.hidden = filtering;
    results.hidden = !filtering;
    noMatch.hidden = true;
    if (!filtering) return showCount(null);
    status.hidden = false;
    status.className = 'notice';
    status.textContent = root.dataset['loading'] ?? '';
    try {
      const entries = (await loadIndex()).filter((e) => keep({ nom: e.n, marque: e.b }));
      status.hidden = true;
      results.replaceChildren(...entries.slice(0, MAX_RESULTS).map((e) => el('li', {}, card(e, e.n))));
      noMatch.hidden = entries.length > 0;
      showCount(entries.length);
    } catch {
      status.className = 'notice error';
      status.replaceChildren(root.dataset['error'] ?? '', ' ', el('a', { href: paths.home }, root.dataset['home'] ?? ''));
    }
  };

  input.addEventListener('input', () => void apply());
  select.addEventListener('change', () => void apply());
  if (input.value || select.value) void apply();
}
