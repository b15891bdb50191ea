import { type DestinationStream, type Logger, pino, stdTimeFunctions } from 'pino';
import { scrubLogFields, scrubLogText } from './log-scrub.ts';

export type { Logger };
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A person at a terminal reads `16:02:11 INFO  message`; systemd, docker and log collectors get one
 * JSON object per line (time, level, msg, fields). Both are the same records.
 */
function forTerminal(out: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return out.write(line);
      }
      const { time, level, msg, ...fields } = record;
      const clock = typeof time === 'string' ? time.slice(11, 19) : '';
      const label = String(level).toUpperCase().padEnd(5);
      const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
      out.write(`${clock} ${label} ${String(msg ?? '')}${extra}\n`);
    },
  };
}

/**
 * The serving process's logger (pino): ISO time and level name on every record, written synchronously
 * (nothing lost at exit), e-mails, phones, tokens and passwords masked in messages and fields.
 */
export function createLogger(options: { level: LogLevel; terminal: boolean; destination?: DestinationStream }): Logger {
  const out = options.destination ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: options.level,
      base: null,
      timestamp: stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrubLogFields(fields) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubLogText(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.terminal ? forTerminal(out) : out,
  );
}

/** One line of the process's log: info, or a warning when `failed`. */
export type LineLog = (line: string, failed?: boolean) => void;

export function lineLog(logger: Logger): LineLog {
  return (line, failed = false) => (failed ? logger.warn(line) : logger.info(line));
}
