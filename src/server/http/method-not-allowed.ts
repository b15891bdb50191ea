/**
 * DRF answers a known path called with the wrong method by 405 and an `Allow` header, not 404.
 * The methods of a path come from the app's own routes (middleware, registered for every method, excluded).
 */
export interface RouteInfo {
  method: string;
  path: string;
}

/** A Hono route path (`/api/v1/notifications/:id/`, `/media/*`) as a regular expression over a pathname. */
function pattern(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z_]\w*|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Finds the methods each pathname accepts; compiled once from the routes. */
export function allowedMethodsOf(routes: readonly RouteInfo[]): (pathname: string) => string[] {
  const compiled = routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, pattern: pattern(route.path) }));
  return (pathname) => {
    const methods = new Set(compiled.filter((route) => route.pattern.test(pathname)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size > 0) methods.add('OPTIONS');
    return [...methods].sort();
  };
}
