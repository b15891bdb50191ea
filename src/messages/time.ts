/** Dates and relative times. */
import { plural } from './plural.ts';

/** Worded by the spec: verbatim. */
const quoted = {
  justNow: "À l'instant",
} as const;

/** Our own wording (the spec says only: then minutes, hours, days, then a full date). */
const own = {
  minutesAgo: (n: number) => `Il y a ${plural(n, 'minute', 'minutes')}`,
  hoursAgo: (n: number) => `Il y a ${plural(n, 'heure', 'heures')}`,
  daysAgo: (n: number) => `Il y a ${plural(n, 'jour', 'jours')}`,
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  dateAt: (date: string, time: string) => `${date} à ${time}`,
} as const;

export const timeMessages = { ...quoted, ...own } as const;
