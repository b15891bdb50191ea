/**
 * The only file that touches `process.env`: each entry point reads its configuration here once,
 * and the child processes it starts inherit this environment plus what the entry passes them.
 */
import { ConfigError, type Environment } from './environment.ts';
import { findProjectDir } from './project-dir.ts';

/** The project folder of the running program (see findProjectDir). */
const projectDir = findProjectDir(process.argv[1], process.cwd());

/**
 * Parses this process's environment with one of environment.ts's functions; a wrong value stops
 * the process with the French message alone (exit code 1, no stack trace).
 */
export function readEnvironment<T>(parse: (env: Environment, projectDir: string) => T): T {
  try {
    return parse(process.env, projectDir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Environment of a child process: this one's (PATH, HOME…) with `variables` set, or removed when undefined. */
export function childEnvironment(variables: Environment): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}
