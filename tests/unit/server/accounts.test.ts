import { describe, expect, it } from 'vitest';
import { loginResponseSchema, passwordResetResponseSchema } from '../../../src/contract/account.ts';
import { userSchema } from '../../../src/contract/user.ts';
import { orEmailTaken } from '../../../src/server/accounts/email-taken.ts';
import { insertUser } from '../../../src/server/db/users.ts';
import { HttpProblem } from '../../../src/server/http/problem.ts';
import { conforming, json, makeShop } from './helpers.ts';

const registration = (over: Record<string, unknown> = {}) => ({
  username: 'jean@example.cd',
  email: 'jean@example.cd',
  password: 'motdepasse1',
  password_confirm: 'motdepasse1',
  first_name: 'Jean',
  last_name: 'Mbuyi',
  phone_number: '',
  role: 'client',
  ...over,
});

describe('registration', () => {
  it('creates a client whose username is the email and whose role cannot be chosen', async () => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/accounts/register/', { json: registration({ username: 'autre-chose' }) });
    expect(res.status).toBe(201);
    const user = await conforming(res, userSchema);
    expect(user).toMatchObject({ username: 'jean@example.cd', email: 'jean@example.cd', role: 'client', is_staff: false });
    expect(JSON.stringify(user)).not.toContain('scrypt');
    const admin = await shop.call('POST', '/api/v1/accounts/register/', { json: registration({ email: 'x@example.cd', role: 'admin' }) });
    expect(admin.status).toBe(400);
  });

  it.each([
    [{ password: 'court', password_confirm: 'court' }, 'password'],
    [{ password_confirm: 'different1' }, 'password_confirm'],
    [{ email: 'pas-un-email' }, 'email'],
    [{ first_name: '' }, 'first_name'],
    [{ phone_number: '12' }, 'phone_number'],
    [{ last_name: undefined }, 'last_name'],
  ])('answers DRF field errors in French for %j', async (over, field) => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/accounts/register/', { json: registration(over) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field][0]).not.toMatch(/Invalid|expected|Too small/);
  });

  it.each([
    ['0812345678', '+243812345678'],
    ['812345678', '+243812345678'],
    ['243812345678', '+243812345678'],
    ['+2430812345678', '+243812345678'],
    ['+33612345678', '+33612345678'],
  ])('keeps the phone %s as the forms write it: %s', async (sent, kept) => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/accounts/register/', { json: registration({ phone_number: sent }) });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toMatchObject({ phone_number: kept });
  });

  it('refuses, with the forms’ message, a number the contract lets through but that is no phone (a Congolese digit short)', async () => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/accounts/register/', { json: registration({ phone_number: '08123456' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      phone_number: ['Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)'],
    });
  });

  it('refuses an email already used, whatever its case', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    const res = await shop.call('POST', '/api/v1/accounts/register/', { json: registration({ email: 'JEAN@example.cd' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
  });

  it('five sign-ups at once with one address (any case) make one account; the others are told it is taken', async () => {
    const shop = makeShop();
    const emails = ['jean@example.cd', 'JEAN@example.cd', 'Jean@Example.cd', 'jean@EXAMPLE.cd', 'jEan@example.cd'];
    const answers = await Promise.all(
      emails.map((email) => shop.call('POST', '/api/v1/accounts/register/', { json: registration({ email, username: email }) })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.status === 400)) {
      expect(await res.json()).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
    }
    expect(await shop.query("SELECT id FROM users WHERE lower(email) = 'jean@example.cd'")).toHaveLength(1);
  });

  it('an address written by another request between the check and the write answers as the check would', async () => {
    // On PostgreSQL two sign-ups' transactions run side by side: both may find the address free. The unique
    // index refuses the second write; the answer is the field error, not a 500.
    const shop = makeShop();
    await shop.register('jean@example.cd');
    const user = { passwordHash: 'x', first_name: 'Jean', last_name: '', phone_number: '', role: 'client' as const };
    const write = insertUser(shop.engine.db, { ...user, email: 'JEAN@example.cd', is_staff: false, is_superuser: false, date_joined: '' });
    const refused = await orEmailTaken(write).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).body).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
  });
});

describe('login', () => {
  const failure = { non_field_errors: ["Impossible de se connecter avec les informations d'identification fournies."] };

  it('returns a fresh token, and the same error for an unknown user and a wrong password', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    const ok = await conforming(
      await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'Jean@Example.cd', password: 'motdepasse1' } }),
      loginResponseSchema,
    );
    expect(ok.token).toMatch(/^[0-9a-f]{40}$/);
    const stored = (await shop.query('SELECT key_hash FROM auth_tokens')) as { key_hash: string }[];
    expect(stored.every((row) => row.key_hash !== ok.token)).toBe(true);
    for (const json of [
      { username: 'jean@example.cd', password: 'mauvais-mdp' },
      { username: 'personne@example.cd', password: 'motdepasse1' },
    ]) {
      const res = await shop.call('POST', '/api/v1/token-auth/', { json });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(failure);
    }
  });

  it('throttles after 5 failures for one email and address, with Retry-After, then lets time heal', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    const attempt = (password: string) => shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('mauvais-mdp')).status).toBe(400);
    const blocked = await attempt('motdepasse1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).detail).toMatch(/secondes/);
    shop.clock.now = new Date(shop.clock.now.getTime() + 16 * 60_000);
    expect((await attempt('motdepasse1')).status).toBe(200);
  });

  it('answers 401 in DRF French without a token and for an invalid one', async () => {
    const shop = makeShop();
    const none = await shop.call('GET', '/api/v1/accounts/me/');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: "Informations d'authentification non fournies." });
    const bad = await shop.call('GET', '/api/v1/accounts/me/', { token: 'f'.repeat(40) });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ detail: 'Token invalide.' });
  });
});

describe('profile and passwords', () => {
  it("reads and patches the profile, refusing another user's email", async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    await shop.register('marie@example.cd');
    const me = await conforming(await shop.call('GET', '/api/v1/accounts/me/', { token }), userSchema);
    expect(me.first_name).toBe('Jean');
    const patched = await conforming(
      await shop.call('PATCH', '/api/v1/accounts/me/', {
        token,
        json: { address: 'Av. du Commerce, N°5, Gombe, Gombe, Kinshasa', phone_number: '+243812345678' },
      }),
      userSchema,
    );
    expect(patched).toMatchObject({
      address: 'Av. du Commerce, N°5, Gombe, Gombe, Kinshasa',
      phone_number: '+243812345678',
      first_name: 'Jean',
    });
    const local = await shop.call('PATCH', '/api/v1/accounts/me/', { token, json: { phone_number: '0998765432' } });
    expect(await json(local)).toMatchObject({ phone_number: '+243998765432' });
    const short = await shop.call('PATCH', '/api/v1/accounts/me/', { token, json: { phone_number: '099876543' } });
    expect(short.status).toBe(400);
    expect(Object.keys(await short.json())).toEqual(['phone_number']);
    const clash = await shop.call('PATCH', '/api/v1/accounts/me/', { token, json: { email: 'marie@example.cd' } });
    expect(clash.status).toBe(400);
    expect(Object.keys(await clash.json())).toEqual(['email']);
  });

  it('changes the password after checking the current one and revokes the other tokens', async () => {
    const shop = makeShop();
    const first = await shop.register('jean@example.cd');
    const second = await json<{ token: string }>(
      await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'motdepasse1' } }),
    );
    const wrong = await shop.call('PUT', '/api/v1/accounts/password-change/', {
      token: first,
      json: { current_password: 'faux', new_password: 'nouveau-mdp-1' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(await wrong.json())).toEqual(['current_password']);
    const ok = await shop.call('PUT', '/api/v1/accounts/password-change/', {
      token: first,
      json: { current_password: 'motdepasse1', new_password: 'nouveau-mdp-1' },
    });
    expect(ok.status).toBe(200);
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: first })).status).toBe(200);
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: second.token })).status).toBe(401);
    expect(
      (await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'nouveau-mdp-1' } })).status,
    ).toBe(200);
  });
});

describe('password reset', () => {
  const notice = 'Si cette adresse email existe, vous recevrez un lien de réinitialisation.';

  it('answers the same for known and unknown emails and writes the email to the outbox', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    const known = await conforming(
      await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } }),
      passwordResetResponseSchema,
    );
    const unknown = await conforming(
      await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'personne@example.cd' } }),
      passwordResetResponseSchema,
    );
    expect(known).toEqual({ message: notice });
    expect(unknown).toEqual(known);
    const mails = (await shop.query('SELECT destinataire, corps FROM outbox')) as { destinataire: string; corps: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.corps).toMatch(/http:\/\/shop\.test\/reset-password\/[\w-]+\/[0-9a-f]{40}/);
    const bad = await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'x' } });
    expect(Object.keys(await bad.json())).toEqual(['email']);
  });

  it('in development gives the link; the token works once and within one hour only', async () => {
    const shop = makeShop({ dev: true });
    const old = await shop.register('jean@example.cd');
    const ask = async () =>
      (
        await json<{ debug_info: { reset_url: string } }>(
          await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } }),
        )
      ).debug_info.reset_url;
    const [, , uid, token] = (await ask()).split('/');
    const confirm = (new_password: string, t = token) =>
      shop.call('POST', '/api/v1/accounts/password-reset/confirm/', { json: { uid, token: t, new_password } });
    expect((await confirm('court')).status).toBe(400);
    const ok = await confirm('tout-nouveau-1');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Mot de passe réinitialisé avec succès' });
    const reused = await confirm('encore-autre-1');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ detail: 'Lien de réinitialisation invalide ou expiré.' });
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: old })).status).toBe(401);
    const [, , , late] = (await ask()).split('/');
    shop.clock.now = new Date(shop.clock.now.getTime() + 61 * 60_000);
    expect((await confirm('encore-autre-1', late)).status).toBe(400);
    expect(
      (await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'tout-nouveau-1' } })).status,
    ).toBe(200);
  });
});
