import { availableParallelism } from 'node:os';

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads the static pages and pictures from disk, and
 * each hash keeps a core busy. At most SLOTS hashes run at once (one core left to the pages and the API: 1 on the
 * 2-core server, never more than 2 threads of the pool), so a flood of sign-ups or logins always leaves room for
 * the pages; at most WAITING more wait their turn, and the rest are refused at once (`SlotsFull`).
 */
export const SLOTS = Math.min(2, Math.max(1, availableParallelism() - 1));
const WAITING = 64;

/** Too many password hashes waiting: the caller answers 503, try again shortly. */
export class SlotsFull extends Error {
  override name = 'SlotsFull';
}

let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when a slot is free. */
export async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) {
    if (queue.length >= WAITING) throw new SlotsFull();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}
