import type { Address } from '../../contract/address.ts';
import { ADDRESS_MAX } from '../../contract/address-limits.ts';
import type { NewAddress } from '../../domain/address.ts';
import { CITY } from '../../domain/address-format.ts';
import { KINSHASA_COMMUNES } from '../../domain/communes.ts';
import type { Result } from '../../domain/result.ts';
import { ADDRESS_TYPES } from '../../domain/validation/address-form.ts';
import { accountMessages } from '../../messages/account.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { accountForms } from '../../stores/account/forms.ts';
import FormNotice from '../FormNotice.tsx';
import Field from './Field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  address: Address | null;
  /** Saves the checked fields; on success the book closes this form. */
  onSave: (fields: NewAddress) => Promise<Result>;
  onCancel: () => void;
}

/** Add or edit form: each missing field has its message; the city is Kinshasa, read-only. */
export default function AddressForm({ address, onSave, onCancel }: Props) {
  const { form, draft, ref, state, disabled, onSubmit, bind, bindPhone } = useFormSubmit(() => accountForms.address(address, onSave));
  const title = address ? addressesMessages.editAddress : addressesMessages.addAddress;
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-label={title}>
      <h2>{title}</h2>
      <div>
        <label htmlFor="type">{addressesMessages.type}</label>
        <select id="type" {...bind('type')}>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {addressesMessages.types[type]}
            </option>
          ))}
        </select>
      </div>
      <Field id="rue" label={addressesMessages.street} autoComplete="address-line1" {...bind('rue')} />
      <Field id="numero" label={addressesMessages.number} {...bind('numero')} />
      <Field id="quartier" label={addressesMessages.quartier} {...bind('quartier')} />
      <Field id="commune" label={addressesMessages.commune} list="communes" {...bind('commune')} />
      <datalist id="communes">
        {KINSHASA_COMMUNES.map((commune) => (
          <option key={commune} value={commune} />
        ))}
      </datalist>
      <Field id="ville" label={addressesMessages.city} value={CITY} readOnly />
      <Field
        id="repere"
        label={addressesMessages.landmark}
        placeholder={addressesMessages.landmarkHint}
        maxLength={ADDRESS_MAX.repere}
        {...bind('repere')}
      />
      <Field id="telephone" label={accountMessages.phone} autoComplete="tel" {...bindPhone('telephone')} />
      {!address?.is_default && (
        <label className="check">
          <input
            type="checkbox"
            name="is_default"
            checked={draft.is_default}
            onChange={(event) => form.edit({ is_default: event.target.checked })}
          />{' '}
          {addressesMessages.makeDefault}
        </label>
      )}
      <FormNotice notice={state.notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={disabled}>
          {accountMessages.save}
        </button>
        <button className="btn btn-ghost" type="button" onClick={onCancel}>
          {accountMessages.cancel}
        </button>
      </p>
    </form>
  );
}
