import { describe, expect, it, vi } from 'vitest';
import { describeStartError, startFailure } from '../../../src/ops/start-errors.ts';

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

describe('startFailure: what the entry does with an error of its start', () => {
  class Exited extends Error {
    constructor(readonly code: number) {
      super(`exit ${code}`);
    }
  }
  const exit = (code: number): never => {
    throw new Exited(code);
  };

  it('a reason of the machine: its French message alone on stderr, then exit 1', () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => startFailure(where, exit)(systemError('EADDRINUSE', 'listen'))).toThrow(new Exited(1));
      expect(written.mock.calls.map(([text]) => String(text))).toEqual([
        'Le port 4321 est déjà utilisé par un autre programme (EADDRINUSE) : arrêtez-le ou choisissez un autre port avec PORT=…\n',
      ]);
    } finally {
      written.mockRestore();
    }
  });

  it('a defect: thrown again as it is, nothing printed, no exit', () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const defect = new Error('bug');
    try {
      expect(() => startFailure(where, exit)(defect)).toThrow(defect);
      expect(written).not.toHaveBeenCalled();
    } finally {
      written.mockRestore();
    }
  });
});
