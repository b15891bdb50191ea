/**
 * What never reaches a log line: e-mail addresses, phone numbers, bearer and API tokens, the token of a
 * password reset or a guest's tracking link, and passwords written as `password=…`. Applied to every
 * message and every string field the serving process logs, whoever wrote it (the API, the mail worker,
 * a build's output).
 */
const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(Bearer|Token)\s+[\w.~+/=-]+/gi, '$1 ***'],
  [/(reset-password\/)[^\s"'?#]+/gi, '$1***'],
  [/(suivi-commande\/?#)[^\s"']+/gi, '$1***'],
  [/(\/suivi\/)[^\s"'/?#]+/gi, '$1***'],
  [/\b((?:mot[_ ]de[_ ]passe|password|passwd|token|jeton|secret)["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi, '$1***'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-mail]'],
  [/(?:\+|\b00)?\b243[\s.-]?\d{2,3}(?:[\s.-]?\d{2,3}){2,3}\b/g, '[téléphone]'],
  [/\+\d[\d\s.-]{7,}\d/g, '[téléphone]'],
  [/\b0\d{2}[\s.-]?\d{3}[\s.-]?\d{3,4}\b/g, '[téléphone]'],
];

export function scrubLogText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/** The same on every string of a log record's fields, nested ones included. */
export function scrubLogFields(value: unknown): unknown {
  if (typeof value === 'string') return scrubLogText(value);
  if (Array.isArray(value)) return value.map(scrubLogFields);
  if (value instanceof Error) {
    const copy = new Error(scrubLogText(value.message));
    copy.name = value.name;
    copy.stack = scrubLogText(value.stack ?? '');
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, scrubLogFields(field)]));
  }
  return value;
}
