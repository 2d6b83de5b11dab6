/**
 * Whether `error` says PostgreSQL cannot be reached or dropped the connection (docs/deploy.md
 * "Faults"), looking through drizzle's wrapping (`cause`): SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (terminated by an administrator, crash shutdown, cannot connect now),
 * or node-postgres' own words for a connection that ended or could not be made. The pool drops
 * such a connection and opens a new one for the next request.
 */
export function isDatabaseOutage(error: unknown): boolean {
  let current: unknown = error;
  // not `instanceof Error`: the embedded database's errors may come from another realm
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(
        message,
      )
    )
      return true;
    current = cause;
  }
  return false;
}
