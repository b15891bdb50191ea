import type { DatabaseSync } from 'node:sqlite';

/** Authenticated caller as the routes see it. */
export interface CurrentUser {
  id: number;
  email: string;
  isStaff: boolean;
}

/** Shared by every route factory. */
export interface Deps {
  db: DatabaseSync;
  dev: boolean;
  now: () => Date;
  onCatalogueChange: () => void;
  publicOrigin: string | undefined;
  /** scrypt cost (log2 N) for new password hashes; lowered in tests only. */
  passwordCost: number;
}

export type AppEnv = { Variables: { user: CurrentUser | null } };
