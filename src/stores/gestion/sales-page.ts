/** « Ventes »' store, on the browser's staff client, its presets from Kinshasa's day now. */
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import { attempt } from './access.ts';
import { createSales } from './sales.ts';
import { staffApi } from './staff-api.ts';

export const sales = createSales({ api: staffApi, attempt, today: () => kinshasaDay(Date.now()) });
