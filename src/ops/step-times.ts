/**
 * Where a publication's time goes (issue 39): each step timed, in milliseconds, in the order it ran. Reported by
 * `/_ops/status` (`last.steps_ms`) and the log line of each publication.
 */
export type StepTimes = Record<string, number>;

export type TimeStep = <T>(name: string, work: () => Promise<T> | T) => Promise<T>;

export function stepTimer(): { steps: StepTimes; time: TimeStep } {
  const steps: StepTimes = {};
  const time: TimeStep = async (name, work) => {
    const began = performance.now();
    try {
      return await work();
    } finally {
      steps[name] = (steps[name] ?? 0) + Math.round(performance.now() - began);
    }
  };
  return { steps, time };
}

/** `catalogue_read 812, render 1 204…` for the log. */
export const stepsLine = (steps: StepTimes): string =>
  Object.entries(steps)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
