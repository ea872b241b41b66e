/** Whether a query failed on a unique constraint (PostgreSQL's 23505), through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
