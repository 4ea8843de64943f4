// Recognises "the database is not reachable right now" anywhere in an error's cause chain
// (pg's connection errors, PostgreSQL's shutdown/startup codes, drizzle's wrapped query errors),
// so the API answers 503 with Retry-After instead of a 500 while the database is down.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
// Class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now).
const PG_CODES = /^(08\d{3}|57P0[123])$/;
const MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
