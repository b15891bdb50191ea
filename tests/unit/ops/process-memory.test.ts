import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTree, watchPeakMemory } from '../../../src/ops/process-memory.ts';

describe('process memory of a build', () => {
  it('finds the children of a process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(processTree(process.pid)).toContain(child.pid);
      expect(processTree(child.pid ?? 0)).toEqual([child.pid]);
    } finally {
      child.kill();
    }
  });

  it('sees a child that allocates 200 MB', async () => {
    const child = spawn(process.execPath, ['-e', 'const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => b.length, 1500)']);
    const watch = watchPeakMemory(child.pid ?? 0, 50);
    await new Promise((resolve) => child.on('exit', resolve));
    expect(watch.stop()).toBeGreaterThan(200 * 1024 * 1024);
  });

  it('reports nothing for a process that does not exist', () => {
    expect(watchPeakMemory(2 ** 22 + 7).stop()).toBe(0);
  });
});
