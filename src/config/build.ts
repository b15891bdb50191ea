import { type BuildConfig, buildConfig } from './environment.ts';
import { readEnvironment } from './process-env.ts';

let settings: BuildConfig | undefined;

/**
 * The build's configuration, read from the environment the first time it is asked for in this
 * process: by astro.config.mjs, then by the build-time modules (catalogue loader, image route)
 * that Astro bundles apart from the config.
 */
export function buildSettings(): BuildConfig {
  settings ??= readEnvironment(buildConfig);
  return settings;
}
