/**
 * Where the login page sends the customer back (`?next=`): a path of this shop only. Anything else would be an open
 * redirect, a link of the shop's own login page leading a customer who just signed in to another site.
 */

/**
 * A same-site path from `?next=`, else `home` (the shop's home page; gestion's for the staff): no other origin (`//x`,
 * `https:`), no backslash, not the login or logout page.
 */
export function safeNext(search: string, home = '/'): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  if (!/^\/(?![/\\])[^\s\\]*$/.test(next)) return home;
  if (/^\/(connexion|deconnexion)(\.html|\/|$|\?)/.test(next)) return home;
  return next;
}
