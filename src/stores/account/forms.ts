/**
 * The account forms (login, sign-up, forgotten and new password, profile, address), each on the one form helper: its
 * draft and what fills it in, which rules check it, which verb runs, what success says and where it leads after the
 * spec's delay. Built from the verbs so that tests inject them (and a clock); the browser's forms use the session and
 * profile stores.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { RegistrationInput } from '../../contract/account.ts';
import type { Address } from '../../contract/address.ts';
import type { User } from '../../contract/user.ts';
import type { NewAddress } from '../../domain/address.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { invalid, type Result, valid } from '../../domain/result.ts';
import { validateAddressForm } from '../../domain/validation/address-form.ts';
import { validateResetPassword } from '../../domain/validation/password.ts';
import { type ProfileEdit, validateProfileEdit } from '../../domain/validation/profile.ts';
import { validateSignUp } from '../../domain/validation/sign-up.ts';
import { accountMessages } from '../../messages/account.ts';
import { createFormSubmit, errorNotice, type FormSubmit, okNotice, type Schedule } from '../form-submit.ts';
import { addressBook } from './addresses.ts';
import { $guestSignUp } from './guest-orders.ts';
import { profile } from './profile.ts';
import { session } from './session.ts';

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

/** The verbs the forms run (the session and profile stores' in the browser). */
export interface AccountVerbs {
  login: (credentials: { username: string; password: string }) => Promise<Result<{ user: User }>>;
  /** The one-time login link mailed to an account past its wrong passwords. */
  loginWithLink: (secret: string) => Promise<Result<{ user: User }>>;
  register: (payload: RegistrationInput) => Promise<Result<{ login: Result<{ user: User }> }>>;
  requestPasswordReset: (email: string) => Promise<Result<{ devLink: string }>>;
  confirmPasswordReset: (payload: { uid: string; token: string; new_password: string }) => Promise<Result>;
  /** The current password goes with the edit: the server asks for it when the e-mail changes. */
  saveProfile: (edit: ProfileEdit, currentPassword: string) => Promise<Result>;
  /** Once signed in through the login step or the mailed link: the account's address book comes down (the checkout shows it at once, offline too). */
  afterLogin?: () => void;
}

/** The e-mail and phone of the guest order this browser placed (the sign-up form starts from them), null when none. */
type GuestSignUp = ReadableAtom<{ email: string; phone: string } | null>;

export type LoginDraft = { email: string; password: string };
export type SignUpDraft = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'passwordConfirm', string>;
export type ProfileDraft = Record<'fullName' | 'email' | 'phone' | 'currentPassword' | 'newPassword' | 'confirmPassword', string>;
export type AddressDraft = Record<'type' | 'rue' | 'numero' | 'quartier' | 'commune' | 'telephone' | 'repere', string> & {
  is_default: boolean;
};

/** Every field typed (the login and forgot steps ask nothing more before the server answers); the password as typed. */
function required<D extends Record<string, string>>(draft: D): Result<{ value: D }> {
  const value = {} as Record<string, string>;
  for (const [name, typed] of Object.entries(draft)) {
    value[name] = name === 'password' ? typed : typed.trim();
    if (value[name] === '') return invalid(accountMessages.profileRequiredFields);
  }
  return valid(value as D);
}

export function createAccountForms(verbs: AccountVerbs, deps: { schedule?: Schedule; guestSignUp?: GuestSignUp } = {}) {
  const on = deps.schedule ? { schedule: deps.schedule } : {};
  return {
    /** Login step, from the e-mail the sign-up step left (or none): then back to `next` in 1.5 s (`goBack` knows who signed in). */
    login: (email: string, goBack: (user: User) => void): FormSubmit<LoginDraft, { user: User }> =>
      createFormSubmit({
        ...on,
        initial: { email, password: '' },
        check: required,
        send: ({ email: username, password }: LoginDraft) => verbs.login({ username, password }),
        succeed: ({ user }) => {
          verbs.afterLogin?.();
          return { notice: okNotice(accountMessages.loginSuccess), redirect: { afterMs: LOGIN_REDIRECT_MS, go: () => goBack(user) } };
        },
      }),

    /**
     * The mailed login link (`/connexion.html#connexion=…`): one tap signs in with its secret (a mail scanner that
     * opens the link signs nobody in), then on to `next` in 1.5 s, as after a login.
     */
    loginLink: (secret: string, goBack: () => void): FormSubmit<Record<never, never>, { user: User }> =>
      createFormSubmit({
        ...on,
        initial: {},
        send: () => verbs.loginWithLink(secret),
        succeed: () => {
          verbs.afterLogin?.();
          return { notice: okNotice(accountMessages.loginSuccess), redirect: { afterMs: LOGIN_REDIRECT_MS, go: goBack } };
        },
      }),

    /**
     * Sign-up step: automatic login then back in 1.5 s, or, when that login fails, the login step after 2 s. After a
     * guest order on this device, its e-mail and phone fill the fields still empty.
     */
    signUp: (goBack: () => void, toLogin: (email: string) => void) => {
      const form = createFormSubmit({
        ...on,
        initial: { firstName: '', lastName: '', email: '', phone: '', password: '', passwordConfirm: '' } as SignUpDraft,
        check: validateSignUp,
        send: verbs.register,
        fieldLines: true,
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
      });
      const guest = deps.guestSignUp;
      if (guest)
        onMount(form.$draft, () =>
          guest.subscribe((order) => {
            const draft = form.$draft.get();
            if (order) form.edit({ email: draft.email || order.email, phone: draft.phone || order.phone });
          }),
        );
      return form;
    },

    /**
     * Forgot-password step: always the same answer, so that nobody learns which emails have an account;
     * `$devLink` is the reset page a development server sends back ('' otherwise).
     */
    forgot: (email: string) => {
      const $devLink = atom('');
      const form = createFormSubmit({
        ...on,
        initial: { email },
        check: required,
        send: ({ email: typed }: { email: string }) => verbs.requestPasswordReset(typed),
        succeed: ({ devLink }) => {
          $devLink.set(devLink);
          return { notice: okNotice(accountMessages.forgotPasswordNotice) };
        },
      });
      return { ...form, $devLink: $devLink as ReadableAtom<string> };
    },

    /** New password of a reset link: then the login page in 3 s. */
    resetPassword: (link: { uid: string; token: string }, toLogin: () => void) =>
      createFormSubmit({
        ...on,
        initial: { password: '', confirm: '' },
        check: validateResetPassword,
        send: (password: string) => verbs.confirmPasswordReset({ ...link, new_password: password }),
        succeed: () => ({ notice: okNotice(accountMessages.resetConfirmSuccess), redirect: { afterMs: RESET_REDIRECT_MS, go: toLogin } }),
      }),

    /** Profile, from the customer's current one (its phone shown as `+243 812 345 678`): then the account page in 1.5 s. */
    profile: (user: User, toAccount: () => void) =>
      createFormSubmit({
        ...on,
        initial: {
          fullName: `${user.first_name} ${user.last_name}`.trim(),
          email: user.email,
          phone: formatPhoneDisplay(user.phone_number ?? ''),
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        } as ProfileDraft,
        check: (draft) => {
          const checked = validateProfileEdit(draft);
          return checked.ok ? valid({ edit: checked.value, currentPassword: draft.currentPassword }) : checked;
        },
        send: ({ edit, currentPassword }) => verbs.saveProfile(edit, currentPassword),
        fieldLines: true,
        succeed: () => ({
          notice: okNotice(accountMessages.profileUpdateSuccess),
          redirect: { afterMs: PROFILE_REDIRECT_MS, go: toAccount },
        }),
      }),

    /**
     * An address of the book, new or edited (its phone shown as `+243 812 345 678`): saved by `save` (the book closes the
     * form and says so).
     */
    address: (address: Address | null, save: (fields: NewAddress) => Promise<Result>) =>
      createFormSubmit({
        ...on,
        initial: {
          type: address?.type ?? 'Maison',
          rue: address?.rue ?? '',
          numero: address?.numero ?? '',
          quartier: address?.quartier ?? '',
          commune: address?.commune ?? '',
          telephone: formatPhoneDisplay(address?.telephone ?? ''),
          repere: address?.repere ?? '',
          is_default: false,
        } as AddressDraft,
        check: validateAddressForm,
        send: save,
      }),
  };
}

/** The browser's account forms, on the session and profile stores. */
export const accountForms = createAccountForms(
  {
    login: session.login,
    loginWithLink: session.loginWithLink,
    register: session.register,
    requestPasswordReset: session.requestPasswordReset,
    confirmPasswordReset: session.confirmPasswordReset,
    saveProfile: profile.saveProfile,
    afterLogin: addressBook.loadAddresses,
  },
  { guestSignUp: $guestSignUp },
);
