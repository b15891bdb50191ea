import { z } from 'zod/mini';
import { nameText } from '../../contract/text.ts';
import { cliMessages } from '../../messages/cli.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/tables.ts';
import { findUserByEmail, insertUser } from '../db/users.ts';

export interface StaffAccount {
  email: string;
  password: string;
  role: 'admin' | 'manager';
  first_name?: string;
  last_name?: string;
}

/** A name as every form takes it (one line, the one text rule), or a French error naming the option. */
function staffName(value: string | undefined, option: string): string {
  const parsed = z.safeParse(nameText(150), value ?? '');
  if (!parsed.success) throw new Error(`${option} : ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/** Creates an operator account (the only way staff exist: no default password anywhere). Throws a French message on bad input. */
export async function createStaffUser(db: Db, account: StaffAccount, now: Date, cost?: number): Promise<number> {
  const email = account.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Adresse e-mail invalide : ${email}`);
  if (account.password.length < 8) throw new Error('Le mot de passe doit contenir au moins 8 caractères.');
  const names = { first_name: staffName(account.first_name, '--prenom'), last_name: staffName(account.last_name, '--nom') };
  if (await findUserByEmail(db, email)) throw new Error(cliMessages.errors.staffExists(email));
  const passwordHash = await hashPassword(account.password, cost);
  return insertUser(db, {
    email,
    passwordHash,
    ...names,
    phone_number: '',
    role: account.role,
    is_staff: true,
    is_superuser: account.role === 'admin',
    date_joined: now.toISOString(),
  });
}
