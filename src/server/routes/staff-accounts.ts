import { Hono } from 'hono';
import { staffAccountCreateSchema, staffAccountPatchSchema, staffPasswordResetSchema } from '../../contract/staff-accounts.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { serverMessages } from '../../messages/server.ts';
import { orEmailTaken } from '../accounts/email-taken.ts';
import { setStaffPassword } from '../accounts/set-staff-password.ts';
import { hashPassword } from '../auth/password.ts';
import { recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { listStaffAccounts, setActive } from '../db/staff-accounts.ts';
import { transaction } from '../db/transaction.ts';
import { findUserByEmail, getUser, insertUser, revokeAllTokens } from '../db/users.ts';
import { requireAdmin } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { reserveHashing } from '../http/throttle.ts';
import { body } from '../http/validate.ts';
import { staffAccountJson } from '../serialize/staff.ts';
import { clearStaffCache } from './account-sessions.ts';
import { pathId } from './catalogue.ts';

/**
 * « Personnel » (admins only): the staff accounts, new manager accounts, deactivation that ends their sessions at
 * once, « Déconnecter partout » for any staff account, and a new password for a staff member locked out.
 */
export function staffAccountRoutes(deps: Deps) {
  const db = deps.engine.db;
  const account = async (id: number) =>
    mustExist(
      (await listStaffAccounts(db)).find((a) => a.id === id),
      `Compte ${id}`,
    );
  return new Hono<AppEnv>()
    .get('/api/v1/staff/personnel/', async (c) => {
      requireAdmin(c);
      return c.json((await listStaffAccounts(db)).map(staffAccountJson));
    })
    .post('/api/v1/staff/personnel/', async (c) => {
      const me = requireAdmin(c);
      const input = await body(c, staffAccountCreateSchema);
      const email = input.email.trim();
      if (await findUserByEmail(db, email)) throw fieldError('email', serverMessages.emailTaken);
      const passwordHash = await hashPassword(input.password, deps.passwordCost);
      const id = await orEmailTaken(
        transaction(deps.engine, async (db) => {
          if (await findUserByEmail(db, email)) throw fieldError('email', serverMessages.emailTaken);
          const id = await insertUser(db, {
            email,
            passwordHash,
            first_name: input.first_name,
            last_name: input.last_name,
            phone_number: '',
            // A rider is no staff member: a « client » in the role column, marked `livreur` (his round only).
            role: input.role === 'livreur' ? 'client' : 'manager',
            is_staff: input.role !== 'livreur',
            livreur: input.role === 'livreur',
            is_superuser: false,
            date_joined: deps.now().toISOString(),
          });
          await recordAction(db, me, deps.now().toISOString(), 'creation', 'compte', id, { email, role: input.role });
          return id;
        }),
      );
      return c.json(staffAccountJson(await account(id)), 201);
    })
    .patch('/api/v1/staff/personnel/:id/', async (c) => {
      const me = requireAdmin(c);
      const id = pathId(c.req.param('id'));
      const { is_active } = await body(c, staffAccountPatchSchema);
      await transaction(deps.engine, async (db) => {
        const user = await getUser(db, id);
        if (!user || !(await listStaffAccounts(db)).some((a) => a.id === id)) throw notFound();
        if (id === me.id) throw new HttpProblem(400, { detail: gestionMessages.notYourself });
        if ((user.role !== 'manager' && user.livreur !== 1) || user.is_superuser === 1)
          throw new HttpProblem(400, { detail: gestionMessages.notAManager });
        await setActive(db, id, is_active);
        await recordAction(db, me, deps.now().toISOString(), is_active ? 'reactivation' : 'desactivation', 'compte', id, {
          email: user.email,
        });
      });
      return c.json(staffAccountJson(await account(id)));
    })
    .post('/api/v1/staff/personnel/:id/deconnexion/', async (c) => {
      const me = requireAdmin(c);
      const id = pathId(c.req.param('id'));
      await transaction(deps.engine, async (db) => {
        const user = await getUser(db, id);
        if (!user || !(await listStaffAccounts(db)).some((a) => a.id === id)) throw notFound();
        const sessions = await revokeAllTokens(db, id);
        await recordAction(db, me, deps.now().toISOString(), 'deconnexion', 'compte', id, { email: user.email, sessions });
      });
      if (id === me.id) clearStaffCache(c, me);
      return c.json(staffAccountJson(await account(id)));
    })
    .post('/api/v1/staff/personnel/:id/mot-de-passe/', async (c) => {
      const me = requireAdmin(c);
      const id = pathId(c.req.param('id'));
      const { password } = await body(c, staffPasswordResetSchema);
      const target = await getUser(db, id);
      if (!target || !(await listStaffAccounts(db)).some((a) => a.id === id)) throw notFound();
      if (id === me.id) throw new HttpProblem(400, { detail: gestionMessages.ownPasswordElsewhere });
      await reserveHashing(c, deps);
      const hash = await hashPassword(password, deps.passwordCost);
      await setStaffPassword(deps, target, hash, me);
      return c.json(staffAccountJson(await account(id)));
    });
}
