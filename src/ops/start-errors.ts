import { configMessages } from '../messages/config.ts';

const start = configMessages.start;

/** The code of a system error (`EADDRINUSE`, `EACCES`…), or null. */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * What the operator reads when the process cannot start for a reason of the machine, not of the code:
 * a busy or privileged port, a data folder it cannot write, a full disk, a database newer than the code. Null for any other error,
 * which is a defect and keeps its stack trace.
 */
export function describeStartError(error: unknown, where: { port: number; dataDir: string }): string | null {
  const code = codeOf(error);
  const syscall = typeof error === 'object' && error !== null && 'syscall' in error ? error.syscall : null;
  if (code === 'EADDRINUSE') return start.portBusy(where.port);
  if (code === 'EACCES' && syscall === 'listen') return start.portDenied(where.port);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') return start.dataDirDenied(where.dataDir, code);
  if (code === 'ENOSPC') return start.diskFull(where.dataDir);
  if (code === 'ERR_SHOP_SCHEMA_NEWER' && error instanceof Error) return error.message;
  if (code === 'ERR_SQLITE_ERROR' && /readonly|unable to open|disk I\/O/i.test(error instanceof Error ? error.message : ''))
    return start.dataDirDenied(where.dataDir, 'SQLite');
  if (code === 'ERR_SQLITE_ERROR' && /full/i.test(error instanceof Error ? error.message : '')) return start.diskFull(where.dataDir);
  return null;
}

/**
 * What an entry does with an error of its start: a reason of the machine (describeStartError) is printed alone,
 * in French, and the process exits with 1; any other error is thrown again, with its stack trace.
 */
export function startFailure(
  where: { port: number; dataDir: string },
  exit: (code: number) => never = (code) => process.exit(code),
): (error: unknown) => never {
  return (error) => {
    const message = describeStartError(error, where);
    if (message === null) throw error;
    process.stderr.write(`${message}\n`);
    return exit(1);
  };
}
