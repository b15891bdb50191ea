/** « Exports »'s store, on the browser's staff client: a file is saved by a link to its bytes, clicked once. */
import { attempt } from './access.ts';
import { createExports } from './exports.ts';
import { staffApi } from './staff-api.ts';

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has surely taken the bytes (a revoke right after the click can cancel a large download).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const exportsScreen = createExports({ api: staffApi, attempt, save });
