import type { Db } from '../../db/connection.js';

export interface ProviderLink {
  issuer: string;
  /** ISO 8601 UTC. */
  linkedAt: string;
}

/** Identity-provider subjects (OpenID Connect `iss` + `sub`) linked to accounts. */
export function createProviderLinkRepository(db: Db) {
  const owner = db.prepare('SELECT user_id FROM wp_pricewise_provider_links WHERE issuer = ? AND subject = ?').pluck();
  const subjectOf = db
    .prepare('SELECT subject FROM wp_pricewise_provider_links WHERE user_id = ? AND issuer = ?')
    .pluck();
  const insert = db.prepare(
    'INSERT INTO wp_pricewise_provider_links (issuer, subject, user_id, linked_at) VALUES (?, ?, ?, ?)',
  );
  const list = db.prepare(
    'SELECT issuer, linked_at FROM wp_pricewise_provider_links WHERE user_id = ? ORDER BY linked_at, issuer',
  );
  const remove = db.prepare('DELETE FROM wp_pricewise_provider_links WHERE user_id = ? AND issuer = ?');
  const subjects = db.prepare(
    'SELECT issuer, subject FROM wp_pricewise_provider_links WHERE user_id = ? ORDER BY linked_at, issuer',
  );
  const usersWithSubject = db
    .prepare('SELECT DISTINCT user_id FROM wp_pricewise_provider_links WHERE subject = ? ORDER BY user_id')
    .pluck();

  return {
    ownerOf(issuer: string, subject: string): number | null {
      return (owner.get(issuer, subject) as number | undefined) ?? null;
    },
    subjectOf(userId: number, issuer: string): string | null {
      return (subjectOf.get(userId, issuer) as string | undefined) ?? null;
    },
    link(userId: number, issuer: string, subject: string, now: number): void {
      insert.run(issuer, subject, userId, now);
    },
    list(userId: number): ProviderLink[] {
      const rows = list.all(userId) as { issuer: string; linked_at: number }[];
      return rows.map((row) => ({ issuer: row.issuer, linkedAt: new Date(row.linked_at * 1000).toISOString() }));
    },
    unlink(userId: number, issuer: string): boolean {
      return remove.run(userId, issuer).changes > 0;
    },
    /** The account's links with their subjects (the back office's view; the shopper sees no subjects). */
    subjects(userId: number): { issuer: string; subject: string }[] {
      return subjects.all(userId) as { issuer: string; subject: string }[];
    },
    /** Accounts linked to a subject at any issuer. */
    usersWithSubject(subject: string): number[] {
      return usersWithSubject.all(subject) as number[];
    },
  };
}

export type ProviderLinkRepository = ReturnType<typeof createProviderLinkRepository>;
