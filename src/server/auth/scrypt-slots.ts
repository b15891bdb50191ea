/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads the static pages and pictures from disk.
 * At most SLOTS hashes run at once, so a flood of sign-ups or logins always leaves threads for the pages;
 * at most WAITING more wait their turn, and the rest are refused at once (`SlotsFull`), never queued without end.
 */
const SLOTS = 2;
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
