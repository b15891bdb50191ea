/** Orders out's screens' stores (« Tournées », « Caisse », « Vides »), on the browser's staff client. */
import { attempt } from './access.ts';
import { createCashDesk } from './cash.ts';
import { createEmptiesDesk } from './empties-desk.ts';
import { createRounds } from './rounds.ts';
import { staffApi } from './staff-api.ts';

export const rounds = createRounds({ api: staffApi, attempt });
export const cashDesk = createCashDesk({ api: staffApi, attempt });
export const emptiesDesk = createEmptiesDesk({ api: staffApi, attempt });
