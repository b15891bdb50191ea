/**
 * A customer's data line between a browser and the shop: a TCP relay on a loopback port of its own (port 0, read
 * back) that can be cut. Cut, every open connection is reset and every new one refused at once: the browser is
 * offline as far as the shop is concerned (its « offline » switch differs from engine to engine; this does not).
 */
import { createConnection, createServer, type Socket } from 'node:net';

export type PhoneLine = {
  url: string;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

export async function openPhoneLine(shopUrl: string): Promise<PhoneLine> {
  const target = new URL(shopUrl);
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    open.add(client).add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
