import { readdirSync, readFileSync } from 'node:fs';

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and all its descendants (Linux /proc); just the process elsewhere. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i] as number;
    try {
      for (const task of readdirSync(`/proc/${parent}/task`)) {
        const children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return tree;
}

/**
 * Samples the resident memory of a process tree until stopped; `peak()` is the larger of the
 * highest summed RSS seen and the highest VmHWM of any single process of the tree.
 */
export function watchPeakMemory(pid: number, everyMs = 200): { peak: () => number; stop: () => number } {
  let peak = 0;
  const sample = (): void => {
    let sum = 0;
    for (const member of processTree(pid)) {
      sum += statusField(member, 'VmRSS');
      peak = Math.max(peak, statusField(member, 'VmHWM'));
    }
    peak = Math.max(peak, sum);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
