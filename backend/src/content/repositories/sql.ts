/** Collects WHERE clauses and their parameters for the list queries; values are always bound. */
export class WhereBuilder {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  add(clause: string, ...params: unknown[]): this {
    this.clauses.push(clause);
    this.params.push(...params);
    return this;
  }

  /** `column IN (...)`; an empty list matches nothing (or, negated, everything), as in WP_Query. */
  in(column: string, values: readonly unknown[] | undefined, negate = false): this {
    if (values === undefined) return this;
    if (values.length === 0) return negate ? this : this.add('0');
    return this.add(`${column} ${negate ? 'NOT IN' : 'IN'} (${placeholders(values)})`, ...values);
  }

  sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (use ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
