import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';
import { HttpProblem } from './problem.ts';

/** The subset of a zod issue the French messages need. */
interface IssueLike {
  code?: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  values?: unknown;
}

function typeName(input: unknown): string {
  if (Array.isArray(input)) return 'list';
  return input === null ? 'null' : typeof input;
}

/** DRF's French wording for zod's built-in checks; a message written in a contract schema wins over these. */
export function frenchMessage(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Ce champ est obligatoire.';
      if (issue.input === null) return 'Ce champ ne peut être nul.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Un nombre valide est requis.';
      if (issue.expected === 'boolean') return 'Doit être un booléen valide.';
      if (issue.expected === 'string') return 'Chaîne de caractères non valide.';
      if (issue.expected === 'array') return `Attendait une liste d'éléments mais a reçu "${typeName(issue.input)}".`;
      return `Donnée invalide. Attendait un dictionnaire, mais a reçu ${typeName(issue.input)}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Ce champ ne peut être vide.'
          : `Assurez-vous que ce champ comporte au moins ${String(issue.minimum)} caractères.`;
      }
      if (issue.origin === 'array') return 'Cette liste ne peut pas être vide.';
      return `Assurez-vous que cette valeur est supérieure ou égale à ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Assurez-vous que ce champ ne comporte pas plus de ${String(issue.maximum)} caractères.`;
      if (issue.origin === 'array') return `Assurez-vous que cette liste ne contient pas plus de ${String(issue.maximum)} éléments.`;
      return `Assurez-vous que cette valeur est inférieure ou égale à ${String(issue.maximum)}.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Saisissez une adresse e-mail valide.' : 'Format invalide.';
    case 'invalid_value':
      return "Ce choix n'est pas valide.";
    case 'unrecognized_keys':
      return 'Champ inconnu.';
    default:
      return 'Valeur invalide.';
  }
}

/** zod issues → DRF error body: `{field: [msg]}`, nested paths flattened into their top field, root issues under `non_field_errors`. */
function drfErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const [head, ...rest] = issue.path;
    const field = head === undefined ? 'non_field_errors' : String(head);
    const where = rest.map((part) => (typeof part === 'number' ? `#${part + 1}` : String(part))).join(' ');
    const message = where === '' ? issue.message : `${where} : ${issue.message}`;
    const list = out[field] ?? [];
    out[field] = list;
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** Validates `value` with a schema (the contract's, or a server-only one); 400 with French DRF field errors when it fails. */
export function validate<S extends z.core.$ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = z.safeParse(schema, value, { error: (issue) => frenchMessage(issue as IssueLike) });
  if (!result.success) throw new HttpProblem(400, drfErrors(result.error.issues));
  return result.data;
}

/** Reads a JSON request body: 415 unless JSON, 400 when nested too deep or unparsable; an empty body counts as `{}`. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    const media = type.split(';')[0]?.trim() || 'aucun';
    throw new HttpProblem(415, { detail: `Type de média « ${media} » non supporté dans la requête.` });
  }
  if (nestedDeeperThan(text)) {
    throw new HttpProblem(400, { detail: `Le corps de la requête imbrique plus de ${MAX_JSON_DEPTH} niveaux de listes ou d'objets.` });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem(400, { detail: "Erreur d'analyse JSON : le corps de la requête n'est pas un JSON valide." });
  }
}

/** readJson then validate. */
export async function body<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJson(c));
}
