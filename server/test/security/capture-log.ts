import type { FastifyInstance } from 'fastify';

export interface LogLine {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string };
  [key: string]: unknown;
}

/** pino's level number of `error` (and `fatal` above it). */
export const ERROR_LEVEL = 50;

/**
 * Captures what the app logs from now on (its own lines and every request's), at `info` and
 * above, instead of writing them out. pino keeps its destination under a private symbol of the
 * root logger, which each request's child logger inherits; the test apps log at `silent`.
 */
export function captureLog(app: FastifyInstance): LogLine[] {
  const lines: LogLine[] = [];
  const logger = app.log as unknown as Record<symbol, unknown> & { level: string };
  let holder: object | null = logger;
  let streamSymbol: symbol | undefined;
  while (holder && !streamSymbol) {
    streamSymbol = Object.getOwnPropertySymbols(holder).find(
      (symbol) => symbol.description === 'pino.stream',
    );
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  if (!streamSymbol) throw new Error("pino's stream symbol was not found: the log cannot be captured");
  logger[streamSymbol] = {
    write: (line: string) => {
      lines.push(JSON.parse(line) as LogLine);
    },
  };
  logger.level = 'info';
  return lines;
}

/** The error-level lines, shortened for a readable failure. */
export const errorLines = (lines: LogLine[]) =>
  lines
    .filter((line) => line.level >= ERROR_LEVEL)
    .map((line) => `${line.msg ?? ''}: ${String(line.err?.message ?? '').slice(0, 200)}`);
