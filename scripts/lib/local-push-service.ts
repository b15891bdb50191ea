/**
 * A push service in the calling process, for the tests and the push benchmark, played as a browser's would be (RFC
 * 8030): it listens over HTTPS on 127.0.0.1 (a certificate made by `openssl` for the run; `ca` trusts it), hands out
 * subscriptions whose private keys it holds, checks each push's VAPID signature (RFC 8292) and decrypts its payload
 * with the subscription's keys (RFC 8291: ECDH P-256, HKDF-SHA-256, AES-128-GCM, `aes128gcm` content coding), as the
 * phone would. Each device can answer another status (410: it is gone) or hold its answer (a slow push service).
 */

import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwAwayCertificate } from './throw-away-certificate.ts';

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, as the device's service worker reads it. */
  text: string;
  headers: IncomingMessage['headers'];
  /** The VAPID token's claims, its signature checked against the key it names. */
  vapid: { aud: string; exp: number; sub: string; key: string };
  /** When it arrived (ms since the epoch). */
  receivedAt: number;
}

/** How a device's push service answers: a status, or held until `release()` (then 201). */
export type Behaviour = { status: number } | { hold: true };

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  behaviour: Behaviour;
}

const b64url = (data: Buffer) => data.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one `aes128gcm` body for the device's keys. */
function decryptPush(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('délimiteur de fin de message absent');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of `Authorization: vapid t=<JWT>, k=<key>`, once its ES256 signature is checked against that key. */
function checkedVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization VAPID attendu, reçu : ${header}`);
  const [token = '', key = ''] = [match[1], match[2]];
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('signature VAPID invalide');
  }
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  return { ...parsed, key };
}

export interface LocalPushService {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The certificate's file (PEM): NODE_EXTRA_CA_CERTS of a shop process that must trust this service. */
  certFile: string;
  /** An HTTPS agent that trusts this service, for a push worker in the same process. */
  agent: Agent;
  received: ReceivedPush[];
  /** Requests it could not read (a wrong signature, a payload that does not decrypt), with why. */
  rejected: string[];
  /** A new device: its subscription as the browser's `PushSubscription.toJSON()` gives it. */
  subscribe: (device: string, behaviour?: Behaviour) => { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Changes how a device's push service answers from now on. */
  answer: (device: string, behaviour: Behaviour) => void;
  /** Answers every held request (201). */
  release: () => void;
  /** Resolves once `predicate` holds for the pushes received (checked at each one), or rejects after `timeoutMs`. */
  waitFor: (predicate: (received: ReceivedPush[]) => boolean, timeoutMs?: number) => Promise<ReceivedPush[]>;
  /** Resolves at the next request that reaches the service (decrypted or not). */
  nextRequest: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'kb-push-'));
  const { certificate: certFile, key: keyFile } = throwAwayCertificate(dir);
  const cert = readFileSync(certFile);
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const events = new EventEmitter();
  const held: (() => void)[] = [];

  const server = createServer({ cert, key: readFileSync(keyFile), keepAlive: true }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      events.emit('request');
      const device = decodeURIComponent(/^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '');
      const known = devices.get(device);
      if (request.method !== 'POST' || !known) {
        response.writeHead(404).end();
        return;
      }
      const respond = (status: number) => {
        response.writeHead(status, status === 201 ? { Location: `/message/${randomBytes(6).toString('hex')}` } : {}).end();
      };
      if ('status' in known.behaviour && known.behaviour.status !== 201) {
        respond(known.behaviour.status);
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding : ${request.headers['content-encoding']}`);
        const push: ReceivedPush = {
          device,
          text: decryptPush(Buffer.concat(chunks), known.ecdh, known.auth),
          headers: request.headers,
          vapid: checkedVapid(request.headers.authorization),
          receivedAt: Date.now(),
        };
        received.push(push);
        events.emit('push');
      } catch (error) {
        rejected.push(`${device} : ${error instanceof Error ? error.message : String(error)}`);
        respond(400);
        return;
      }
      if ('hold' in known.behaviour) held.push(() => respond(201));
      else respond(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: true });

  return {
    origin,
    certFile,
    agent,
    received,
    rejected,
    subscribe(device, behaviour = { status: 201 }) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth, behaviour });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(device, behaviour) {
      const known = devices.get(device);
      if (known) known.behaviour = behaviour;
    },
    release() {
      for (const answer of held.splice(0)) answer();
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          clearTimeout(timer);
          events.off('push', check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          events.off('push', check);
          reject(
            new Error(`push attendue non reçue en ${timeoutMs} ms (reçues : ${received.length} ; refusées : ${rejected.join(' ; ')})`),
          );
        }, timeoutMs);
        events.on('push', check);
        check();
      });
    },
    nextRequest: () => new Promise((resolve) => events.once('request', () => resolve())),
    async close() {
      for (const answer of held.splice(0)) answer();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
