/**
 * SQL written once for both engines: a query is a tagged template, `sql\`... WHERE id = ${id}\``,
 * whose values are always parameters (never text in the statement), rendered with SQLite's `?`
 * or PostgreSQL's `$1`. Where the two engines spell a thing differently, the query names it
 * with one of the fragments below rather than branching: `caseless` for a comparison that ignores
 * the case of Latin letters, `arrival` for the order rows came in, `forUpdate` for a row lock.
 *
 * Identifiers (a table's name) never come from input: `raw` takes only text written in this
 * repository.
 */

export type Engine = "sqlite" | "postgres";

type Part = string | Sql | Param | PerEngine;

class Param {
  constructor(readonly value: unknown) {}
}

class PerEngine {
  constructor(readonly text: Record<Engine, string>) {}
}

export class Sql {
  constructor(readonly parts: readonly Part[]) {}

  /** The statement for `engine`, its placeholders numbered in order, and its values. */
  render(engine: Engine): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const write = (parts: readonly Part[]): string =>
      parts
        .map((part) => {
          if (typeof part === "string") return part;
          if (part instanceof Sql) return write(part.parts);
          if (part instanceof PerEngine) return part.text[engine];
          values.push(part.value);
          return engine === "postgres" ? `$${values.length}` : "?";
        })
        .join("");
    return { text: write(this.parts), values };
  }

  /** This fragment followed by `more`. */
  concat(...more: Sql[]): Sql {
    return new Sql([this, ...more]);
  }
}

/** A statement: each `${value}` a parameter, each `${sql`...`}` a fragment put in place. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: Part[] = [];
  strings.forEach((text, i) => {
    parts.push(text);
    if (i < values.length) {
      const value = values[i];
      parts.push(value instanceof Sql || value instanceof PerEngine ? value : new Param(value));
    }
  });
  return new Sql(parts);
}

/** Text of this repository's own put into a statement as it is: a table or column name. */
export const raw = (text: string) => new Sql([text]);

/** Fragments joined with `separator` (" AND ", ", "). */
export const join = (fragments: Sql[], separator: string) =>
  new Sql(fragments.flatMap((f, i) => (i ? [separator, f] : [f])));

/** Text that differs by engine. */
export const perEngine = (text: Record<Engine, string>) => new Sql([new PerEngine(text)]);

/**
 * `column` equal to `value` whatever the case of Latin letters: SQLite's COLLATE NOCASE (which
 * folds only those), PostgreSQL's lower() on both sides. Each matches the index its schema has.
 */
export const caseless = (column: string, value: unknown) =>
  perEngine({ sqlite: `${column} = `, postgres: `lower(${column}) = lower(` }).concat(
    sql`${value}`,
    perEngine({ sqlite: " COLLATE NOCASE", postgres: ")" }),
  );

/** LIKE that ignores the case of Latin letters (SQLite's LIKE does; PostgreSQL's ILIKE), `\` escaping. */
export const likeCaseless = (column: string, pattern: string) =>
  perEngine({ sqlite: `${column} LIKE `, postgres: `${column} ILIKE ` }).concat(sql`${pattern} ESCAPE '\\'`);

/** The order rows were inserted in: SQLite's rowid, PostgreSQL's identity column seq. */
export const arrival = perEngine({ sqlite: "rowid", postgres: "seq" });

/** Locks the rows read until the transaction ends (PostgreSQL); SQLite's write transaction already holds the file. */
export const forUpdate = perEngine({ sqlite: "", postgres: " FOR UPDATE" });
