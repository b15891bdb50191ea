/**
 * JavaScript a browser actually downloads: every response whose request is of resource type `script`,
 * sized as the gzip (level 9) of its decoded body — transfer sizes depend on the server's encoding.
 */
import type { BrowserContext, Response } from '@playwright/test';
import { gzipBytes } from './page-scripts.ts';

export interface LoadedScript {
  url: string;
  bytes: number;
}

export interface ScriptRecorder {
  /** Scripts downloaded since the previous call (each URL once over the whole recording). */
  take(): Promise<LoadedScript[]>;
  stop(): void;
}

/** Starts recording the scripts of every page of `context`. */
export function recordScripts(context: BrowserContext): ScriptRecorder {
  let pending: Promise<LoadedScript | null>[] = [];
  const seen = new Set<string>();
  const onResponse = (response: Response): void => {
    if (response.request().resourceType() !== 'script' || !/^https?:/.test(response.url())) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: gzipBytes(body) }),
        () => null,
      ),
    );
  };
  context.on('response', onResponse);
  return {
    async take() {
      const batch = pending;
      pending = [];
      const scripts: LoadedScript[] = [];
      for (const script of await Promise.all(batch)) {
        if (!script || seen.has(script.url)) continue;
        seen.add(script.url);
        scripts.push(script);
      }
      return scripts;
    },
    stop() {
      context.off('response', onResponse);
    },
  };
}
