/** The error and every error it wraps (Drizzle wraps the driver's error in its own). */
function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) chain.push(cause);
  return chain;
}

function hasSqlState(error: unknown, code: string): boolean {
  return causes(error).some((cause) => (cause as { code?: unknown }).code === code);
}

/** Whether a query failed on a unique constraint (PostgreSQL's 23505), through Drizzle's wrapper. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** Whether a query failed on a foreign key (23503): a row still referenced, or one gone. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');

// PostgreSQL's SQLSTATE classes that mean "not now" rather than "wrong": connection exceptions
// (08), insufficient resources (53: too many connections, disk full), operator intervention (57:
// 57P01 admin_shutdown, 57P03 cannot_connect_now, 57014 a statement cancelled by its timeout).
const unavailableClasses = ['08', '53', '57'];
// A transaction PostgreSQL gave up so that another could finish: the same request sent again
// finds the way clear (40001 serialization_failure, 40P01 deadlock_detected).
const retryableCodes = ['40001', '40P01'];
// What the network says when the server is stopped or out of reach.
const networkCodes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'];
const readTimeout = /^Query read timeout/;
// The pg driver's own errors carry no code: a dropped connection, its two timeouts, and a query
// sent on a connection that was lost or ended after its read timeout (db/connect.ts).
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  readTimeout,
  /^Client (?:was closed|has encountered a connection error) and is not queryable/,
];

/** Whether a query got no answer within the driver's query_timeout. */
export const isReadTimeout = (error: unknown) =>
  causes(error).some((cause) => readTimeout.test(cause.message));

/**
 * Whether a query failed because the database is down, restarting or out of reach, or gave up its
 * transaction for another's sake, which a retry later may cure (503), as opposed to a bug (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (networkCodes.includes(code)) return true;
      if (retryableCodes.includes(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code)) return unavailableClasses.includes(code.slice(0, 2));
    }
    // Node reports a refused connection to every address of a name as one AggregateError.
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    return driverMessages.some((message) => message.test(cause.message));
  });
}
