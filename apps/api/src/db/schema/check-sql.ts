import { sql } from 'drizzle-orm';

// Check constraints written from the contract's constants (ADR 0033), so a value the contract adds
// or drops changes the schema, and drizzle-kit writes the migration. The SQL text is what it was
// when the values were spelled out here: `in ('learner', 'admin')`, `between 1 and 120`.

/** `('a', 'b')`: the values a text column may hold. */
export const sqlValues = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/** A whole number written into the SQL itself (a check constraint takes no parameters). */
export const sqlNumber = (value: number) => {
  if (!Number.isInteger(value)) throw new Error(`not a whole number: ${value}`);
  return sql.raw(String(value));
};
