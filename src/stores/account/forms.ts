/**
 * The account forms (login, sign-up, forgotten and new password, profile, address), each a form-submit store: which rules check the typed values,
 * which verb runs, what success says and where it leads after the spec's delay. Built from the verbs
 * so that tests inject them (and a clock); the browser's forms use the session and profile stores.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { RegistrationInput } from '../../contract/account.ts';
import type { NewAddress } from '../../domain/address.ts';
import { invalid, type Validation, valid } from '../../domain/result.ts';
import { validateAddressForm } from '../../domain/validation/address-form.ts';
import { validateResetPassword } from '../../domain/validation/password.ts';
import { type ProfileEdit, validateProfileEdit } from '../../domain/validation/profile.ts';
import { validateSignUp } from '../../domain/validation/sign-up.ts';
import { accountMessages } from '../../messages/account.ts';
import { createFormSubmit, errorNotice, type FormFailure, type FormSubmit, okNotice, type Schedule } from '../form-submit.ts';
import type { AddressResult } from './addresses.ts';
import { saveProfile } from './profile.ts';
import { confirmPasswordReset, type LoginResult, login, type RegisterResult, register, requestPasswordReset } from './session.ts';

/** After login, back to where the customer came from. */
export const LOGIN_REDIRECT_MS = 1500;
/** After a sign-up and its automatic login, the same way back. */
export const SIGN_UP_REDIRECT_MS = 1500;
/** After a sign-up whose automatic login failed, the login step. */
export const SIGN_UP_TO_LOGIN_MS = 2000;
/** After saving the profile, the account page. */
export const PROFILE_REDIRECT_MS = 1500;
/** After choosing a new password, the login page. */
export const RESET_REDIRECT_MS = 3000;

type Ok = { ok: true };

/** The verbs the forms run (the session and profile stores' in the browser). */
export interface AccountVerbs {
  login: (credentials: { username: string; password: string }) => Promise<LoginResult>;
  register: (payload: RegistrationInput) => Promise<RegisterResult>;
  requestPasswordReset: (email: string) => Promise<{ ok: true; devLink: string } | FormFailure>;
  confirmPasswordReset: (payload: { uid: string; token: string; new_password: string }) => Promise<Ok | FormFailure>;
  /** The current password goes with the edit: the server asks for it when the e-mail changes. */
  saveProfile: (edit: ProfileEdit, currentPassword: string) => Promise<Ok | FormFailure>;
}

/** Both fields typed (the login and forgot steps ask nothing more before the server answers). */
function required<K extends string>(fields: Record<string, string>, names: readonly K[]): Validation<Record<K, string>> {
  const value = {} as Record<K, string>;
  for (const name of names) {
    const typed = name === 'password' ? (fields[name] ?? '') : (fields[name] ?? '').trim();
    if (typed === '') return invalid(accountMessages.profileRequiredFields);
    value[name] = typed;
  }
  return valid(value);
}

export function createAccountForms(verbs: AccountVerbs, schedule?: Schedule) {
  const on = schedule ? { schedule } : {};
  return {
    /** Login step: then back to `next` in 1.5 s. */
    login: (goBack: () => void): FormSubmit =>
      createFormSubmit({
        ...on,
        validate: (fields) => required(fields, ['email', 'password'] as const),
        action: ({ email, password }) => verbs.login({ username: email, password }),
        fieldLines: false,
        succeed: () => ({ notice: okNotice(accountMessages.loginSuccess), redirect: { afterMs: LOGIN_REDIRECT_MS, go: goBack } }),
      }),

    /** Sign-up step: automatic login then back in 1.5 s, or, when that login fails, the login step after 2 s. */
    signUp: (goBack: () => void, toLogin: (email: string) => void): FormSubmit =>
      createFormSubmit({
        ...on,
        validate: (v) =>
          validateSignUp({
            firstName: v['firstName'],
            lastName: v['lastName'],
            email: v['email'],
            phone: v['phone'],
            password: v['password'],
            passwordConfirm: v['passwordConfirm'],
          }),
        action: verbs.register,
        succeed: ({ login }, payload) =>
          login.ok
            ? {
                notice: okNotice(`${accountMessages.registerSuccess} ${accountMessages.loginSuccess}`),
                redirect: { afterMs: SIGN_UP_REDIRECT_MS, go: goBack },
              }
            : {
                notice: errorNotice(`${accountMessages.registerSuccess} ${login.message}`),
                redirect: { afterMs: SIGN_UP_TO_LOGIN_MS, go: () => toLogin(payload.email) },
              },
      }),

    /**
     * Forgot-password step: always the same answer, so that nobody learns which emails have an account;
     * `$devLink` is the reset page a development server sends back ('' otherwise).
     */
    forgot: (): FormSubmit & { $devLink: ReadableAtom<string> } => {
      const $devLink = atom('');
      const form = createFormSubmit({
        ...on,
        validate: (fields) => required(fields, ['email'] as const),
        action: ({ email }) => verbs.requestPasswordReset(email),
        fieldLines: false,
        succeed: ({ devLink }) => {
          $devLink.set(devLink);
          return { notice: okNotice(accountMessages.forgotPasswordNotice) };
        },
      });
      return { ...form, $devLink };
    },

    /** New password of a reset link: then the login page in 3 s. */
    resetPassword: (link: { uid: string; token: string }, toLogin: () => void): FormSubmit =>
      createFormSubmit({
        ...on,
        validate: (v) => validateResetPassword({ password: v['password'], confirm: v['confirm'] }),
        action: (password) => verbs.confirmPasswordReset({ ...link, new_password: password }),
        fieldLines: false,
        succeed: () => ({ notice: okNotice(accountMessages.resetConfirmSuccess), redirect: { afterMs: RESET_REDIRECT_MS, go: toLogin } }),
      }),

    /** Profile: then the account page in 1.5 s. */
    profile: (toAccount: () => void): FormSubmit =>
      createFormSubmit({
        ...on,
        validate: (v) => {
          const checked = validateProfileEdit({
            fullName: v['fullName'],
            email: v['email'],
            phone: v['phone'],
            currentPassword: v['currentPassword'],
            newPassword: v['newPassword'],
            confirmPassword: v['confirmPassword'],
          });
          return checked.ok ? valid({ edit: checked.value, currentPassword: v['currentPassword'] ?? '' }) : checked;
        },
        action: ({ edit, currentPassword }) => verbs.saveProfile(edit, currentPassword),
        succeed: () => ({
          notice: okNotice(accountMessages.profileUpdateSuccess),
          redirect: { afterMs: PROFILE_REDIRECT_MS, go: toAccount },
        }),
      }),

    /** An address of the book: saved by `save` (the book closes the form and says so). */
    address: (save: (fields: NewAddress) => Promise<AddressResult>): FormSubmit =>
      createFormSubmit({
        ...on,
        validate: (v) =>
          validateAddressForm({
            type: v['type'],
            rue: v['rue'],
            numero: v['numero'],
            quartier: v['quartier'],
            commune: v['commune'],
            telephone: v['telephone'],
            repere: v['repere'],
            is_default: v['is_default'] === 'on',
          }),
        action: save,
        fieldLines: false,
        succeed: () => ({}),
      }),
  };
}

/** The browser's account forms, on the session and profile stores. */
export const accountForms = createAccountForms({ login, register, requestPasswordReset, confirmPasswordReset, saveProfile });
