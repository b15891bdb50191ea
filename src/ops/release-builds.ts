/**
 * The serving process's builds: one queue (triggers during a build fold into one follow-up), each build a
 * release made beside the live one and switched in once checked; while no release is live, a failed build is
 * tried again (first-build-retry.ts).
 */
import type { CatalogueChange } from '../domain/catalogue-change.ts';
import { opsMessages } from '../messages/ops.ts';
import { buildProgress } from './build-progress.ts';
import { type BuildReleaseOptions, type BuiltRelease, buildRelease } from './build-release.ts';
import { publishChanges, WholeBuildNeeded } from './change-release.ts';
import { failureCause } from './failure-cause.ts';
import { createFirstBuildRetry } from './first-build-retry.ts';
import type { LineLog, Logger } from './logger.ts';
import { stopBuilds } from './node-child.ts';
import { createRebuildQueue, debounce, type RebuildQueue } from './rebuild-queue.ts';
import { currentRelease } from './releases.ts';
import { type WaitingChanges, waitingChanges } from './waiting-changes.ts';

const reasons = opsMessages.build.reasons;

export interface ReleaseBuildsOptions {
  /** A build failed (its cause in French): the shop's alert addresses hear of it at once. */
  onFailure?: (cause: string) => void;
  /**
   * A release of what changed failed (the change then published by a whole build): said once until one succeeds
   * again, since each change otherwise takes a whole build unnoticed.
   */
  onChangesFailure?: (cause: string) => void;
  projectDir: string;
  dataDir: string;
  publicApiUrl: string;
  /** SITE_URL, given to the build (canonical links, sitemap). */
  siteUrl: string | undefined;
  /** The API the build reads the catalogue from: the embedded one is known once the process listens. */
  catalogueApiUrl: () => string;
  /** Where the shop answers, for the line that says it is online. */
  shopUrl: () => string;
  /** False for a single build (`npm run rebuild` without a running shop): a failure is final. */
  retryWhileNoRelease: boolean;
  logger: Logger;
  log: LineLog;
}

export interface ReleaseBuilds {
  queue: RebuildQueue;
  /** The changes not live yet (waiting-changes.ts): the publication bar says how many, and since when. */
  waiting: Pick<WaitingChanges, 'summary'>;
  /** The holding page's note while no release is live and the last build failed. */
  preparingNote: () => string | null;
  /**
   * A change of the catalogue: kept on disk before this returns (waiting-changes.ts), then one publication of the
   * burst's changes a second after the last of them.
   */
  rebuildSoon: (changes: readonly CatalogueChange[]) => void;
  /**
   * The process starts: the first build when no release is live, else a publication of the changes a stopped
   * process left waiting (none: nothing to do).
   */
  publishOnStart: (live: string | null) => void;
  /** Builds once, now; true when the release went live. */
  buildOnce: () => Promise<boolean>;
  /** The process stops: nothing more starts, the running build is abandoned; true when one was running. */
  stop: () => boolean;
}

export function createReleaseBuilds(options: ReleaseBuildsOptions): ReleaseBuilds {
  const { dataDir, log, logger } = options;
  const release = (): BuildReleaseOptions => ({
    projectDir: options.projectDir,
    dataDir,
    catalogueApiUrl: options.catalogueApiUrl(),
    publicApiUrl: options.publicApiUrl,
    env: { SITE_URL: options.siteUrl, DATA_DIR: dataDir },
    log: buildProgress({ info: (line) => logger.info(line), warn: (line) => logger.warn(line) }),
    warn: (line) => logger.warn(line),
  });
  /**
   * Product changes are published as a release of what changed; anything else, and any failure of that, as a whole
   * build (the log says why): the change is published either way.
   */
  /** A release of what changed failed since the last one that succeeded: the alert is already sent. */
  let changesFailing = false;
  const publish = async (changes: readonly CatalogueChange[]): Promise<BuiltRelease> => {
    if (changes.length > 0 && !changes.some((c) => c.kind === 'structural')) {
      try {
        const published = await publishChanges({ ...release(), changes });
        changesFailing = false;
        logger.info(opsMessages.build.changedOnly(new Set(changes.map((c) => ('productId' in c ? c.productId : 0))).size));
        return published;
      } catch (error) {
        const said = opsMessages.build.wholeInstead(error instanceof Error ? error.message : String(error));
        logger.warn(said);
        // A change that needs a whole build (structural, a first release) is no failure.
        if (!(error instanceof WholeBuildNeeded) && !changesFailing) {
          changesFailing = true;
          options.onChangesFailure?.(said);
        }
      }
    }
    return buildRelease(release());
  };
  const waiting = waitingChanges(dataDir);
  /** The changes announced up to the last publication asked for: the next one to start covers them. */
  let asked = waiting.covered();
  const build = (changes: readonly CatalogueChange[]) => {
    const covered = asked;
    return publish(changes).then(
      (release) => {
        waiting.published(covered);
        retry.succeeded();
        log(opsMessages.build.online(options.shopUrl()));
        return release;
      },
      async (error: unknown) => {
        options.onFailure?.(failureCause(error));
        if (options.retryWhileNoRelease && !(await currentRelease(dataDir))) retry.failed(failureCause(error));
        throw error;
      },
    );
  };
  const queue = createRebuildQueue(build, log);
  /** Asks for a publication: it covers every change announced so far (those of a burst are all in `changes`). */
  const trigger = (reason: string, changes?: readonly CatalogueChange[]) => {
    asked = waiting.covered();
    queue.trigger(reason, changes);
  };
  const retry = createFirstBuildRetry(() => trigger(reasons.retry), log);
  const soon = debounce((changes) => trigger(reasons.catalogueChanged, changes), 1000);
  return {
    queue,
    waiting,
    preparingNote: retry.note,
    rebuildSoon: (changes) => {
      try {
        waiting.add(changes);
      } catch (error) {
        logger.warn(opsMessages.build.waitingNotKept(error instanceof Error ? error.message : String(error)));
      }
      soon(changes);
    },
    publishOnStart: (live) => {
      if (!live) return trigger(reasons.firstStart);
      const left = waiting.waiting();
      if (left.length === 0) return;
      log(opsMessages.build.waitingResumed(left.length));
      trigger(reasons.waitingAtStop, left);
    },
    buildOnce: async () => {
      trigger(reasons.buildOnce);
      await queue.idle();
      return queue.state().last?.result === 'réussie';
    },
    stop: () => {
      retry.stop();
      queue.close();
      return stopBuilds() > 0 || queue.state().running;
    },
  };
}
