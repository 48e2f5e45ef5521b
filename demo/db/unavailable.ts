/**
 * Whether `err` says the database cannot be reached right now (it restarts, is shutting down or
 * starting up, or the connection broke), rather than that the request or the code is wrong: the
 * services answer such a failure 503 with Retry-After (http.ts), and the pool reconnects on the
 * next query by itself. Codes: Node's socket errors, and PostgreSQL's SQLSTATE class 08
 * (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  // pg's own words when the server goes away mid-query, without a code.
  return /^Connection terminated|^Client has encountered a connection error|^Connection ended unexpectedly/.test(err.message);
}

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);

/** What a 503 for an unreachable database tells the client to wait, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
