import { type JournalQuery, journalPageSchema } from '../../contract/staff-journal.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage, pageUrl } from './http-message.ts';

/** « Journal »: a page of staff actions by who, what and day ('' for no filter), and the next page. */
export function staffJournalEndpoints({ request }: Http) {
  return {
    journal: ({ qui, quoi, jour }: JournalQuery) =>
      request({
        path: 'staff/journal/',
        searchParams: { qui: qui || undefined, quoi: quoi || undefined, jour: jour || undefined },
        schema: journalPageSchema,
        httpMessage,
      }),
    nextJournal: (next: string) => request({ path: pageUrl(next), schema: journalPageSchema, httpMessage }),
  };
}
