import { describe, expect, it } from 'vitest';
import { describeStartError } from '../../../src/ops/start-errors.ts';

const where = { port: 4321, dataDir: '/srv/kin-boissons-data' };
const systemError = (code: string, syscall?: string, message = code) => Object.assign(new Error(message), { code, syscall });

describe('describeStartError: a start that fails for a reason of the machine, in French', () => {
  it.each([
    [systemError('EADDRINUSE', 'listen'), 'Le port 4321 est déjà utilisé par un autre programme (EADDRINUSE)'],
    [systemError('EACCES', 'listen'), 'Le port 4321 est réservé à l'],
    [systemError('EACCES', 'mkdir'), "Le dossier de données /srv/kin-boissons-data n'est pas accessible en écriture (EACCES)"],
    [systemError('EROFS', 'open'), "n'est pas accessible en écriture (EROFS)"],
    [systemError('ENOSPC', 'write'), 'Le disque du dossier de données /srv/kin-boissons-data est plein (ENOSPC)'],
    [systemError('ERR_SQLITE_ERROR', undefined, 'attempt to write a readonly database'), "n'est pas accessible en écriture (SQLite)"],
    [systemError('ERR_SQLITE_ERROR', undefined, 'database or disk is full'), 'est plein (ENOSPC)'],
  ])('%s', (error, expected) => {
    expect(describeStartError(error, where)).toContain(expected);
  });

  it.each([[new Error('bug')], [systemError('ERR_SQLITE_ERROR', undefined, 'no such table: x')], ['texte'], [null]])(
    'a defect (%s) keeps its stack trace: null',
    (error) => expect(describeStartError(error, where)).toBeNull(),
  );
});
