/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and line separators are escaped as
 * `\u003c`… so no catalogue text can close the script element (the result is still the same JSON).
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
