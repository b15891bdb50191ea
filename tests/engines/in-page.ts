/**
 * What the journeys run inside the page, in every engine: elements found the way a person (or a screen reader)
 * finds them, by role and accessible name, never by the shop's classes, stores or ids. The functions are sent
 * to the browser as source text, so each uses only its arguments and the page's globals.
 */

/** A role and the accessible name it carries: the whole name (`exact`), or a part of it. */
export type RoleQuery = { role: Role; name?: string; exact?: boolean; within?: RoleQuery };

export type Role =
  | 'alert'
  | 'article'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'link'
  | 'listitem'
  | 'radio'
  | 'status'
  | 'switch'
  | 'textbox';

/**
 * The first visible element of that role and name, searched inside the first match of `within` (the page
 * otherwise); null when there is none. The name is computed as accessibility trees do for these roles:
 * `aria-labelledby`, `aria-label`, the labels of a form control, else the text the element shows.
 */
export function findByRole(query: RoleQuery): Element | null {
  const implicit: Record<string, string> = {
    alert: '[role=alert]',
    article: 'article,[role=article]',
    button: 'button,summary,input[type=submit],input[type=button],[role=button]',
    checkbox: 'input[type=checkbox]:not([role]),[role=checkbox]',
    combobox: 'select,[role=combobox]',
    dialog: 'dialog,[role=dialog],[role=alertdialog]',
    form: 'form,[role=form]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    link: 'a[href]:not([role]),[role=link]',
    listitem: 'li,[role=listitem]',
    radio: 'input[type=radio],[role=radio]',
    status: '[role=status],output',
    switch: '[role=switch]',
    textbox:
      'textarea,[role=textbox],input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=password],input[type=search],input[type=number],input[type=url]',
  };
  const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map((l) => l.textContent).join(' '));
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button')) return clean(element.value);
    if (
      element.matches(
        'button,summary,a,h1,h2,h3,h4,h5,h6,[role=button],[role=link],[role=heading],[role=switch],li,[role=status],output,[role=alert]',
      )
    ) {
      return clean(element.textContent);
    }
    return '';
  };
  const visible = (element: Element): boolean =>
    element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  const search = (q: RoleQuery, root: ParentNode): Element | null => {
    for (const element of root.querySelectorAll(implicit[q.role] ?? '')) {
      if (!visible(element)) continue;
      if (q.name === undefined) return element;
      const name = nameOf(element);
      if (q.exact ? name === q.name : name.includes(q.name)) return element;
    }
    return null;
  };
  let root: ParentNode = document;
  const scopes: RoleQuery[] = [];
  for (let scope = query.within; scope; scope = scope.within) scopes.unshift(scope);
  for (const scope of scopes) {
    const found = search(scope, root);
    if (!found) return null;
    root = found;
  }
  return search(query, root);
}

/** The value of the first option of `select` whose text starts with `text` (whitespace collapsed), or null. */
export function optionValue(select: Element, text: string): string | null {
  const options = select instanceof HTMLSelectElement ? [...select.options] : [];
  return options.find((option) => (option.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(text))?.value ?? null;
}

/** The text the page shows (not its inline scripts and styles), whitespace collapsed: what a failed journey stopped on. */
export function pageText(): string {
  const shown = document.body?.cloneNode(true) as HTMLElement | undefined;
  // What a person does not see: a notice kept `hidden` until needed, `<noscript>`'s text (read as text with scripts on).
  for (const hidden of shown?.querySelectorAll('script, style, template, noscript, [hidden]') ?? []) hidden.remove();
  return (shown?.textContent ?? '').replace(/\s+/g, ' ');
}

/**
 * Whether the page finished loading: its load event passed and every island took over (Astro removes an island's
 * `ssr` mark once its module ran). A journey leaves a page only then: a page left while its scripts load is another
 * scenario (docs/decisions/017: Firefox reports the worker's answers it could no longer deliver).
 */
export function loadFinished(): boolean {
  return document.readyState === 'complete' && document.querySelector('astro-island[ssr]') === null;
}

/**
 * What a failed journey's page was at, beyond its text: loaded or not, islands not yet taken over, the worker controlling
 * it and the registration's workers (a worker waiting means a new version offered), for the failure message.
 */
export async function pageState(): Promise<string> {
  const container = navigator.serviceWorker;
  const registration = await container?.getRegistration().catch(() => undefined);
  const worker = (label: string, w: ServiceWorker | null | undefined) => (w ? ` ${label} ${w.state}` : '');
  return [
    `état ${document.readyState}`,
    `îlots non pris ${document.querySelectorAll('astro-island[ssr]').length}`,
    `worker :${worker('contrôle', container?.controller)}${worker('actif', registration?.active)}${worker('en attente', registration?.waiting)}${worker('installation', registration?.installing)}`,
  ].join(', ');
}
