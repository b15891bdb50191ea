import { atom, type ReadableAtom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/contract/user.ts';
import { type Failure, invalid, type Result, valid } from '../../../src/domain/result.ts';
import { accountMessages } from '../../../src/messages/account.ts';
import {
  type AccountVerbs,
  createAccountForms,
  LOGIN_REDIRECT_MS,
  PROFILE_REDIRECT_MS,
  RESET_REDIRECT_MS,
  SIGN_UP_REDIRECT_MS,
  SIGN_UP_TO_LOGIN_MS,
} from '../../../src/stores/account/forms.ts';
import { createFormSubmit, type FormState, okNotice } from '../../../src/stores/form-submit.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A verb answering `outcome` when asked, recording what it received. */
function verb<T>(outcome: T) {
  const received: unknown[] = [];
  let answer!: (value: T) => void;
  const run = (value: unknown) => {
    received.push(value);
    return new Promise<T>((resolve) => {
      answer = resolve;
    });
  };
  return { run, received, answer: () => answer(outcome) };
}

const taken: Failure = { ok: false, message: "Erreur lors de l'inscription", fieldErrors: { email: ['Cet email est déjà utilisé.'] } };

describe('createFormSubmit', () => {
  it.each([
    ['success with a notice and a move', { ok: true }, true, { busy: true, notice: { kind: 'ok', text: 'Fait' }, fieldErrors: {} }, 1],
    ['success without a move', { ok: true }, false, { busy: false, notice: { kind: 'ok', text: 'Fait' }, fieldErrors: {} }, 0],
    [
      'failure with field errors: one Label: message line each, and the errors per field',
      taken,
      true,
      {
        busy: false,
        notice: { kind: 'error', text: taken.message, lines: ['Email: Cet email est déjà utilisé.'] },
        fieldErrors: taken.fieldErrors,
      },
      0,
    ],
    [
      'failure without field errors: the message',
      { ok: false, message: 'Erreur de connexion' },
      true,
      { busy: false, notice: { kind: 'error', text: 'Erreur de connexion' }, fieldErrors: {} },
      0,
    ],
  ] as const)('%s', async (_name, outcome, moves, after, moved) => {
    const action = verb<Result>(outcome);
    let goes = 0;
    const form = createFormSubmit({
      initial: { name: '' },
      check: (draft: { name: string }) => valid(draft.name),
      send: action.run,
      fieldLines: true,
      succeed: () => ({
        notice: { kind: 'ok', text: 'Fait' },
        ...(moves
          ? {
              redirect: {
                afterMs: 1500,
                go: () => {
                  goes += 1;
                },
              },
            }
          : {}),
      }),
    });
    const sent = form.submit({ name: 'Jean' });
    expect(form.$state.get()).toEqual({ busy: true, notice: null, fieldErrors: {}, focus: null });
    action.answer();
    await sent;
    expect(form.$state.get()).toEqual({ ...after, focus: null });
    expect(action.received).toEqual(['Jean']);
    vi.advanceTimersByTime(1499);
    expect(goes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(goes).toBe(moved);
  });

  it('a failing rule names the field to focus and runs nothing; the same field again is a new focus', async () => {
    const action = verb({ ok: true as const });
    const form = createFormSubmit({
      initial: {},
      check: () => invalid('Téléphone requis', 'telephone'),
      send: action.run,
    });
    await form.submit();
    const first = form.$state.get();
    expect(first).toEqual({
      busy: false,
      notice: { kind: 'error', text: 'Téléphone requis' },
      fieldErrors: {},
      focus: { field: 'telephone' },
    });
    await form.submit();
    expect(form.$state.get().focus).toEqual({ field: 'telephone' });
    expect(form.$state.get().focus).not.toBe(first.focus);
    expect(action.received).toEqual([]);
  });

  it('a press while busy sends nothing more; without fieldLines the message stands alone, the errors per field beside', async () => {
    const action = verb<Result>(taken);
    const form = createFormSubmit({ initial: 1, check: () => valid(1), send: action.run });
    const sent = form.submit();
    expect(await form.submit()).toBeNull();
    expect(action.received).toHaveLength(1);
    action.answer();
    await sent;
    expect(form.$state.get()).toMatchObject({ notice: { kind: 'error', text: taken.message }, fieldErrors: taken.fieldErrors });
  });

  it("a field's error goes once the field is changed, the others' stay; a rule's message goes with its field's change", async () => {
    const refused: Failure = {
      ok: false,
      message: 'Commande refusée',
      fieldErrors: { telephone: ['Numéro invalide.'], adresse: ['Adresse requise.'] },
    };
    const action = verb<Result>(refused);
    const form = createFormSubmit({ initial: { telephone: '', adresse: '', note: '' }, send: action.run });
    const sent = form.submit();
    action.answer();
    await sent;
    form.edit({ note: 'Portail bleu' });
    expect(form.$state.get().fieldErrors).toEqual(refused.fieldErrors);
    form.edit({ telephone: '812345678' });
    expect(form.$state.get()).toMatchObject({
      notice: { kind: 'error', text: 'Commande refusée' },
      fieldErrors: { adresse: ['Adresse requise.'] },
    });

    const ruled = createFormSubmit({
      initial: { telephone: '', note: '' },
      check: () => invalid('Téléphone requis', 'telephone'),
      send: action.run,
    });
    await ruled.submit();
    ruled.edit({ note: 'Portail bleu' });
    expect(ruled.$state.get().notice).toEqual({ kind: 'error', text: 'Téléphone requis' });
    ruled.edit({ telephone: '8' });
    expect(ruled.$state.get()).toEqual({ busy: false, notice: null, fieldErrors: {}, focus: null });
  });

  it('holds the draft: every edit changes it, a submit sends it, a success may start another, reset goes back', async () => {
    const action = verb<Result>({ ok: true });
    const form = createFormSubmit({
      initial: { nom: '', prix: '' },
      send: action.run,
      succeed: () => ({ draft: { nom: '', prix: '' } }),
    });
    form.edit({ nom: 'Malta' });
    form.edit({ prix: '1800' });
    expect(form.$draft.get()).toEqual({ nom: 'Malta', prix: '1800' });
    const sent = form.submit();
    action.answer();
    await sent;
    expect(action.received).toEqual([{ nom: 'Malta', prix: '1800' }]);
    expect(form.$draft.get()).toEqual({ nom: '', prix: '' });
    form.edit({ nom: 'Tembo' });
    form.reset({ nom: 'Primus', prix: '2500' });
    expect(form.$draft.get()).toEqual({ nom: 'Primus', prix: '2500' });
    expect(form.$state.get()).toEqual({ busy: false, notice: null, fieldErrors: {}, focus: null });
  });

  it('a form without a draft sends what it is given (a button)', async () => {
    const action = verb<Result>({ ok: true });
    const form = createFormSubmit({ send: action.run, succeed: () => ({ notice: okNotice('Compte désactivé') }) });
    const sent = form.submit(42);
    action.answer();
    expect(await sent).toEqual({ ok: true });
    expect(action.received).toEqual([42]);
    expect(form.$state.get().notice).toEqual({ kind: 'ok', text: 'Compte désactivé' });
  });
});

const user: User = {
  username: 'u',
  email: 'jean@kin.cd',
  first_name: 'Jean',
  last_name: '',
  phone_number: '',
  address: '',
  role: 'client',
  is_staff: false,
  is_superuser: false,
};

/** Every verb succeeds unless told otherwise; `moves` records where the forms went. */
function forms(overrides: Partial<AccountVerbs> = {}, guestSignUp?: ReadableAtom<{ email: string; phone: string } | null>) {
  const verbs: AccountVerbs = {
    login: async () => ({ ok: true, user }),
    loginWithLink: async () => ({ ok: true, user }),
    register: async () => ({ ok: true, login: { ok: true, user } }),
    requestPasswordReset: async () => ({ ok: true, devLink: '/reset-password/u/t' }),
    confirmPasswordReset: async () => ({ ok: true }),
    saveProfile: async () => ({ ok: true }),
    ...overrides,
  };
  const moves: string[] = [];
  return { all: createAccountForms(verbs, guestSignUp ? { guestSignUp } : {}), moves, to: (where: string) => () => void moves.push(where) };
}

const signUpFields = {
  firstName: 'Jean',
  lastName: 'Mbala',
  email: 'jean@kin.cd',
  phone: '',
  password: 'motdepasse1',
  passwordConfirm: 'motdepasse1',
};
const profileFields = {
  fullName: 'Jean Mbala',
  email: 'jean@kin.cd',
  phone: '812345678',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
const addressFields = {
  type: 'Maison',
  rue: 'Avenue du Commerce',
  numero: '12',
  quartier: 'Gombe',
  commune: 'Gombe',
  telephone: '812345678',
  repere: '',
};

/** A form of the table: filled in as typed, then sent. */
type Filled = { edit: (patch: Record<string, string>) => void; submit: () => Promise<unknown>; $state: ReadableAtom<FormState> };

describe('the account forms wait the spec’s delay, then go', () => {
  it.each<[string, (f: ReturnType<typeof forms>) => Filled, Record<string, string>, string, number, string | null]>([
    [
      'login',
      (f) => f.all.login('', f.to('next')),
      { email: 'jean@kin.cd', password: 'x' },
      accountMessages.loginSuccess,
      LOGIN_REDIRECT_MS,
      'next',
    ],
    [
      'the mailed login link, at the tap',
      (f) => f.all.loginLink('secret', f.to('next')),
      {},
      accountMessages.loginSuccess,
      LOGIN_REDIRECT_MS,
      'next',
    ],
    [
      'sign-up with its automatic login',
      (f) => f.all.signUp(f.to('next'), (email) => void f.moves.push(`login ${email}`)),
      signUpFields,
      `${accountMessages.registerSuccess} ${accountMessages.loginSuccess}`,
      SIGN_UP_REDIRECT_MS,
      'next',
    ],
    [
      'profile',
      (f) => f.all.profile(user, f.to('account')),
      profileFields,
      accountMessages.profileUpdateSuccess,
      PROFILE_REDIRECT_MS,
      'account',
    ],
    [
      'reset password',
      (f) => f.all.resetPassword({ uid: 'u', token: 't' }, f.to('login')),
      { password: 'motdepasse1', confirm: 'motdepasse1' },
      accountMessages.resetConfirmSuccess,
      RESET_REDIRECT_MS,
      'login',
    ],
    ['forgot password: no move', (f) => f.all.forgot(''), { email: 'jean@kin.cd' }, accountMessages.forgotPasswordNotice, 0, null],
  ])('%s', async (_name, build, fields, text, delay, where) => {
    const f = forms();
    const form = build(f);
    form.edit(fields);
    await form.submit();
    expect(form.$state.get()).toMatchObject({ busy: where !== null, notice: { kind: 'ok', text } });
    vi.advanceTimersByTime(Math.max(delay - 1, 0));
    expect(f.moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(f.moves).toEqual(where === null ? [] : [where]);
  });

  it.each([
    ['a login that succeeds brings the address book down once', { ok: true as const, user }, 1],
    ['a refused login asks for nothing', { ok: false as const, message: 'Erreur de connexion' }, 0],
  ])('%s', async (_name, answer, loads) => {
    let loaded = 0;
    const f = forms({ login: async () => answer, afterLogin: () => void loaded++ });
    const form = f.all.login('jean@kin.cd', f.to('next'));
    form.edit({ password: 'motdepasse1' });
    await form.submit();
    expect(loaded).toBe(loads);
  });

  it.each([
    ['a mailed login link that signs in brings the address book down once', { ok: true as const, user }, 1],
    ['a mailed login link refused asks for nothing', { ok: false as const, message: 'Lien de connexion expiré' }, 0],
  ])('%s', async (_name, answer, loads) => {
    let loaded = 0;
    const f = forms({ loginWithLink: async () => answer, afterLogin: () => void loaded++ });
    await f.all.loginLink('secret', f.to('next')).submit();
    expect(loaded).toBe(loads);
  });

  it('sign-up whose automatic login fails: the account exists, the login step after 2 s with the email', async () => {
    const f = forms({ register: async () => ({ ok: true, login: { ok: false, message: 'Erreur de connexion' } }) });
    const form = f.all.signUp(f.to('next'), (email) => void f.moves.push(`login ${email}`));
    await form.submit(signUpFields);
    expect(form.$state.get().notice).toEqual({ kind: 'error', text: `${accountMessages.registerSuccess} Erreur de connexion` });
    vi.advanceTimersByTime(SIGN_UP_TO_LOGIN_MS - 1);
    expect(f.moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(f.moves).toEqual(['login jean@kin.cd']);
  });

  it('the forgot step shows the development reset link the server sent back', async () => {
    const f = forms();
    const form = f.all.forgot(' jean@kin.cd ');
    await form.submit();
    expect(form.$devLink.get()).toBe('/reset-password/u/t');
  });

  it.each([
    [
      'login without password',
      (f: ReturnType<typeof forms>): Filled => f.all.login('', f.to('next')),
      { email: 'jean@kin.cd', password: '' },
      null,
    ],
    ['forgot without email', (f: ReturnType<typeof forms>): Filled => f.all.forgot(''), { email: '  ' }, null],
    [
      'sign-up without last name',
      (f: ReturnType<typeof forms>): Filled => f.all.signUp(f.to('next'), () => {}),
      { ...signUpFields, lastName: '' },
      'lastName',
    ],
  ])('%s: the required-fields message, no call', async (_name, build, fields, field) => {
    let calls = 0;
    const count = async () => {
      calls += 1;
      return { ok: true as const, user, devLink: '', login: { ok: true as const, user } };
    };
    const f = forms({ login: count, register: count, requestPasswordReset: count });
    const form = build(f);
    form.edit(fields);
    await form.submit();
    expect(form.$state.get()).toEqual({
      busy: false,
      notice: { kind: 'error', text: accountMessages.profileRequiredFields },
      fieldErrors: {},
      focus: field ? { field } : null,
    });
    expect(calls).toBe(0);
  });

  it('an address: the book saves it; a refusal stays on the form with its message', async () => {
    const saved: unknown[] = [];
    const f = forms();
    const form = f.all.address(null, async (fields) => {
      saved.push(fields);
      return saved.length === 1 ? { ok: false, message: "Erreur lors de l'ajout de l'adresse" } : { ok: true };
    });
    await form.submit({ ...addressFields, is_default: false });
    expect(form.$state.get()).toEqual({
      busy: false,
      notice: { kind: 'error', text: "Erreur lors de l'ajout de l'adresse" },
      fieldErrors: {},
      focus: null,
    });
    await form.submit({ ...addressFields, is_default: true });
    expect(form.$state.get()).toMatchObject({ busy: false, notice: null });
    expect(saved[1]).toMatchObject({ rue: addressFields.rue, is_default: true });
  });

  it('start from what they know: the login from the e-mail given, the profile from the customer, an address from itself, each phone shown as a field left shows it', () => {
    const f = forms();
    expect(f.all.login('jean@kin.cd', f.to('next')).$draft.get()).toEqual({ email: 'jean@kin.cd', password: '' });
    expect(f.all.profile({ ...user, last_name: 'Mbala', phone_number: '+243812345678' }, f.to('account')).$draft.get()).toEqual({
      ...profileFields,
      phone: '+243 812 345 678',
    });
    expect(f.all.profile({ ...user, phone_number: '+33612345678' }, f.to('account')).$draft.get().phone).toBe('+33612345678');
    const saved = {
      id: 'a1',
      ville: 'Kinshasa' as const,
      is_default: true,
      ...addressFields,
      type: 'Bureau' as const,
      repere: 'Près du marché',
    };
    expect(f.all.address(saved, async () => ({ ok: true })).$draft.get()).toEqual({
      ...addressFields,
      telephone: '+243 812 345 678',
      type: 'Bureau',
      repere: 'Près du marché',
      is_default: false,
    });
  });

  it('sign-up: a guest order of this browser fills the e-mail and phone still empty, never what was typed', () => {
    const $guest = atom<{ email: string; phone: string } | null>(null);
    const f = forms({}, $guest);
    const form = f.all.signUp(f.to('next'), () => {});
    const stop = form.$draft.listen(() => {});
    expect(form.$draft.get()).toMatchObject({ email: '', phone: '' });
    form.edit({ phone: '+243899999999' });
    $guest.set({ email: 'mireille@kin.cd', phone: '+243812345678' });
    expect(form.$draft.get()).toMatchObject({ email: 'mireille@kin.cd', phone: '+243899999999' });
    stop();
  });
});
