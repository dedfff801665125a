import { Logger } from 'graphile-worker';

/** Where the queue reports: the server's logger, or nothing below warnings. */
export interface QueueLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function queueLogger(log: QueueLog | null): Logger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') log?.error({ ...meta }, `email queue: ${message}`);
    else if (level === 'warning') log?.warn({ ...meta }, `email queue: ${message}`);
  });
}

/** For installing the queue's schema: its progress lines are noise. */
export const quietLogger = queueLogger(null);
