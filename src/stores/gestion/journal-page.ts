/** « Journal »'s store, on the browser's staff client. */
import { attempt } from './access.ts';
import { createJournal } from './journal.ts';
import { staffApi } from './staff-api.ts';

export const journal = createJournal({ api: staffApi, attempt });
