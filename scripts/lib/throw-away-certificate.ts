/**
 * A throw-away TLS certificate for 127.0.0.1, valid one day, made by openssl in `dir`: the nginx of the production
 * tests and the local push service of the push tests and bench serve with it.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The certificate's and key's files, and the SPKI hash Chromium trusts it by (`--ignore-certificate-errors-spki-list`). */
export function throwAwayCertificate(dir: string): { certificate: string; key: string; spki: string } {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const der = new X509Certificate(readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, key, spki: createHash('sha256').update(der).digest('base64') };
}
