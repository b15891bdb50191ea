/** How the client words an answer the contract refuses: the issue that got deepest into the body, with its path. */
import type { z } from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** The issue that got deepest into the body (for unions: the branch that matched best). */
function deepestIssue(issue: Issue, prefix: PropertyKey[] = []): { path: PropertyKey[]; message: string } {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { path, message: issue.message };
  const candidates = issue.errors.flatMap((branch) => branch.slice(0, 1).map((inner) => deepestIssue(inner, path)));
  return candidates.reduce((best, next) => (next.path.length > best.path.length ? next : best), { path, message: issue.message });
}

/** `path.to.field : message` of the first issue, or its message alone at the top. */
export function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'format inconnu';
  const { path, message } = deepestIssue(issue);
  return path.length > 0 ? `${path.map(String).join('.')} : ${message}` : message;
}
