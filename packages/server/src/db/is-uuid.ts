const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text is a uuid, the type of every id column: anything else names no row, and must not
 * reach a uuid cast, where PostgreSQL would refuse the whole statement.
 */
export function isUuid(value: string): boolean {
  return uuid.test(value);
}
