import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Watches how late this process's event loop runs while a publication works (issue 39): every request the shop
 * answers meanwhile waits at least that long. `stop()` gives the largest delay seen, in milliseconds (sampled every
 * 10 ms: a delay under that is not seen).
 */
export function watchEventLoopDelay(): { stop: () => number } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    stop: () => {
      histogram.disable();
      // The histogram counts nanoseconds; nothing sampled yet (a publication shorter than a sample): 0.
      return histogram.count === 0 ? 0 : Math.round(histogram.max / 1e6);
    },
  };
}
