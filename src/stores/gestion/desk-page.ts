/** The reviews, messages, day and staff screens' stores, on the browser's staff client. */
import { attempt } from './access.ts';
import { createAccounts } from './accounts.ts';
import { createMessageDesk, createReviewDesk } from './desk.ts';
import { publication } from './publication-page.ts';
import { staffApi } from './staff-api.ts';
import { createDayView } from './today.ts';

export const reviewDesk = createReviewDesk({ api: staffApi, attempt, onModerated: publication.changed });
export const messageDesk = createMessageDesk({ api: staffApi, attempt });
export const dayView = createDayView({ api: staffApi, attempt });
export const accounts = createAccounts({ api: staffApi, attempt });
