import type { Db } from '../db/connection.js';
import { createUserRepository, DEFAULT_AVATAR_PATH, uploadUrl, type UserRole } from '../content/public.js';
import { createAccountRepository } from './store/account-repository.js';

/** A user as the accounts endpoints show them to the user themselves: never the password hash. */
export interface AccountUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  avatarUrl: string;
  /** False only for an account opened on the shop whose address has not been confirmed yet. */
  emailVerified: boolean;
}

/** Reads users through the content repository, whose column list leaves the hash out. */
export function createAccountUserReader(db: Db, publicUrl: string) {
  const users = createUserRepository(db);
  const accounts = createAccountRepository(db);
  return (userId: number): AccountUser | null => {
    const row = users.get(userId);
    const state = accounts.state(userId);
    if (!row || !state) return null;
    return {
      id: row.id,
      name: row.display_name,
      email: row.email,
      role: row.role,
      avatarUrl: uploadUrl(publicUrl, row.avatar_path ?? DEFAULT_AVATAR_PATH),
      emailVerified: state.emailVerified,
    };
  };
}
