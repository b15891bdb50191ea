import { DEFAULT_SITE_URL } from '../config/variables.ts';
import { configMessages } from '../messages/config.ts';
import { mailMessages } from '../messages/mail.ts';

const say = configMessages.start;

export interface StartFacts {
  port: number;
  dataDir: string;
  dev: boolean;
  catalogueApiUrl: string;
  embeddedApi: boolean;
  publicApiUrl: string;
  siteUrl: string | undefined;
  /** What the e-mail worker has to say (src/server/mail/start.ts); null when this process sends no mail. */
  mail: { notices: readonly string[]; resets: boolean } | null;
}

/**
 * What the serving process says once it listens, in order: its address (the line scripts read the port from),
 * where the build reads the catalogue, a missing SITE_URL (a warning), then the e-mail worker's notices.
 */
export function startNotices(facts: StartFacts): { line: string; warning: boolean }[] {
  const notices = [
    { line: say.listening(facts.port, facts.dataDir, facts.dev), warning: false },
    { line: say.catalogueSource(facts.catalogueApiUrl, facts.embeddedApi, facts.publicApiUrl), warning: false },
  ];
  if (!facts.siteUrl && !facts.dev) notices.push({ line: say.siteUrlMissing(DEFAULT_SITE_URL), warning: true });
  // The warning above covers the e-mails' links too: the mail worker's own would say it twice.
  const mailLinksNotice = mailMessages.settings.siteUrlMissing(DEFAULT_SITE_URL);
  for (const notice of facts.mail?.notices ?? []) if (notice !== mailLinksNotice) notices.push({ line: notice, warning: false });
  if (facts.mail && !facts.mail.resets) notices.push({ line: mailMessages.settings.resetsDisabled, warning: false });
  return notices;
}
