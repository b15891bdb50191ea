import { describe, expect, it } from 'vitest';
import { createFailureThrottle } from '../../../src/ops/failure-throttle.ts';

describe('createFailureThrottle: wrong /_ops tokens of one caller', () => {
  it.each([
    [9, 0, 0],
    [10, 0, 60],
    [10, 30_000, 30],
    [10, 60_000, 0],
    [25, 59_500, 1],
  ])('%i failures, then %i ms later → wait %i s', (failures, later, wait) => {
    const throttle = createFailureThrottle();
    for (let i = 0; i < failures; i++) throttle.record('10.0.0.1', 0);
    expect(throttle.wait('10.0.0.1', later)).toBe(wait);
    expect(throttle.wait('10.0.0.2', later)).toBe(0);
  });
});
