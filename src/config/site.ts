/**
 * The shop's public origin inside a page or endpoint (`Astro.site`). astro.config.mjs always sets
 * `site` from the configuration (SITE_URL or its default), so there is no second default here.
 */
export function siteOrigin(site: URL | undefined): URL {
  if (!site) throw new Error('astro.config.mjs ne définit pas `site` (SITE_URL).');
  return site;
}
