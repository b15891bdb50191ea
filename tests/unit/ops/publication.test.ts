import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { publicationOf } from '../../../src/ops/publication.ts';
import { createRebuildQueue } from '../../../src/ops/rebuild-queue.ts';
import { ensureReleasesDir } from '../../../src/ops/releases.ts';
import { waitingChanges } from '../../../src/ops/waiting-changes.ts';

let dataDir = '';
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('says how many saved changes are not live yet and since when, as the publication bar shows them', async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'publication-'));
  await ensureReleasesDir(dataDir);
  const saved = waitingChanges(dataDir, () => new Date('2026-11-28T08:42:00Z'));
  const queue = createRebuildQueue(async () => ({ id: 'R1' }));
  const publication = publicationOf(dataDir, queue, saved);
  expect(await publication.state()).toMatchObject({ waitingChanges: 0, waitingSince: null, running: false, current: null });
  saved.add([{ kind: 'price', productId: 4 }]);
  saved.add([{ kind: 'stock', productId: 9 }]);
  expect(await publication.state()).toMatchObject({ waitingChanges: 2, waitingSince: '2026-11-28T08:42:00.000Z' });
  saved.published(saved.covered());
  expect(await publication.state()).toMatchObject({ waitingChanges: 0, waitingSince: null });
});
