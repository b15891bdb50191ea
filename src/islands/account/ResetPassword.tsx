import { paths } from '../../config/paths.ts';
import { validateResetLink } from '../../domain/validation/password.ts';
import { accountMessages } from '../../messages/account.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { accountForms } from '../../stores/account/forms.ts';
import FormNotice from '../FormNotice.tsx';
import { useHydrated } from '../use-hydrated.ts';
import Field from './Field.tsx';
import { goTo, resetParams } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

function ResetForm({ link }: { link: { uid: string; token: string } }) {
  const { ref, state, disabled, onSubmit, bind } = useFormSubmit(() => accountForms.resetPassword(link, () => goTo(paths.login)));
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit}>
      <Field id="password" label={accountMessages.newPassword} type="password" autoComplete="new-password" required {...bind('password')} />
      <Field
        id="confirm"
        label={accountMessages.passwordConfirm}
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirm')}
      />
      <FormNotice notice={state.notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.resetSubmit}
        </button>
      </p>
    </form>
  );
}

/** `/reset-password/{uid}/{token}`: one static shell for every link; uid and token come from the address bar once hydrated. */
export default function ResetPassword() {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <p className="muted" role="status">
        {catalogueMessages.loading}
      </p>
    );
  const { uid, token } = resetParams(window.location.pathname);
  const link = validateResetLink(uid, token);
  if (!link.ok)
    return (
      <p className="notice error" role="alert">
        {accountMessages.resetInvalidLink}
      </p>
    );
  return <ResetForm link={link.value} />;
}
