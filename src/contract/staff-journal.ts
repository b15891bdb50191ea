/** « Journal » (gestion, admins and managers): every staff action, newest first, each as one French sentence. */
import { z } from 'zod/mini';
import { idSchema } from './decimal.ts';
import { staffPageSchema } from './staff-page.ts';

/** One action: when, who, and the sentence the shop's one formatter wrote (src/domain/journal-entry.ts). */
export const journalEntrySchema = z.object({
  id: idSchema,
  date: z.string(),
  qui: z.string(),
  texte: z.string(),
  objet: z.string(),
  objet_id: z.nullable(idSchema),
  action: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Who the « Qui » filter offers: each staff account by id, and the operator's command line (`cli`). */
export const journalAuthorSchema = z.object({ valeur: z.string(), nom: z.string() });

/** GET /staff/journal/?qui=&quoi=&jour=AAAA-MM-JJ: a DRF page of actions, with the authors the filter offers. */
export const journalPageSchema = z.object({
  ...staffPageSchema(journalEntrySchema).shape,
  auteurs: z.array(journalAuthorSchema),
});
export type JournalPage = z.infer<typeof journalPageSchema>;

/** The filters as the screen sends them ('' for none). */
export interface JournalQuery {
  qui: string;
  quoi: string;
  jour: string;
}
