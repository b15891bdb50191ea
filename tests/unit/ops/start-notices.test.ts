import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../../src/messages/mail.ts';
import { startNotices } from '../../../src/ops/start-notices.ts';

const facts = {
  port: 43210,
  dataDir: '/srv/kin-data',
  dev: false,
  catalogueApiUrl: 'http://127.0.0.1:43210/api/v1',
  embeddedApi: true,
  publicApiUrl: '/api/v1',
  siteUrl: 'https://kinboissons.cd',
  mail: { notices: ['Les e-mails sont envoyés par smtp.exemple.cd.'], resets: true },
};

describe('startNotices: what the serving process says once it listens', () => {
  it('its address first (the line scripts read the port from), then where the build reads the catalogue', () => {
    expect(startNotices(facts)).toEqual([
      { line: 'Kin Boissons : http://localhost:43210/ (données : /srv/kin-data)', warning: false },
      { line: 'Catalogue lu à la construction depuis http://127.0.0.1:43210/api/v1 (API intégrée) ; navigateur → /api/v1', warning: false },
      { line: 'Les e-mails sont envoyés par smtp.exemple.cd.', warning: false },
    ]);
  });

  it('development mode and another catalogue API are said so', () => {
    const lines = startNotices({
      ...facts,
      dev: true,
      embeddedApi: false,
      catalogueApiUrl: 'https://api.kinboissons.cd/api/v1',
      mail: null,
    });
    expect(lines.map(({ line }) => line)).toEqual([
      'Kin Boissons : http://localhost:43210/ (données : /srv/kin-data, mode développement)',
      'Catalogue lu à la construction depuis https://api.kinboissons.cd/api/v1 ; navigateur → /api/v1',
    ]);
  });

  it('without SITE_URL outside development mode: one warning, the e-mail worker’s own not said twice', () => {
    // What the e-mail worker says without SITE_URL (src/server/mail/start.ts).
    const notices = [mailMessages.settings.siteUrlMissing('http://localhost:4321'), mailMessages.settings.notConfigured];
    const lines = startNotices({ ...facts, siteUrl: undefined, mail: { notices, resets: false } });
    const warnings = lines.filter(({ warning }) => warning).map(({ line }) => line);
    expect(warnings).toEqual([
      "Attention : SITE_URL n'est pas défini ; les liens canoniques et le sitemap des pages, et les liens des e-mails, pointent vers http://localhost:4321. Définissez SITE_URL=https://votre-domaine.",
    ]);
    expect(lines.filter(({ line }) => line.includes("SITE_URL n'est pas défini"))).toHaveLength(1);
    expect(lines.map(({ line }) => line).slice(3)).toEqual([mailMessages.settings.notConfigured, mailMessages.settings.resetsDisabled]);
  });

  it('password resets that cannot be mailed are said once the mail notices are', () => {
    const lines = startNotices({ ...facts, mail: { notices: [], resets: false } }).map(({ line }) => line);
    expect(lines.slice(2)).toEqual([mailMessages.settings.resetsDisabled]);
  });
});
