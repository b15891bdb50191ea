import type { Address } from '../../contract/account.ts';
import { CITY, LANDMARK_MAX_LENGTH, type NewAddress } from '../../domain/address.ts';
import { KINSHASA_COMMUNES } from '../../domain/communes.ts';
import { ADDRESS_TYPES } from '../../domain/validation/address-form.ts';
import { accountMessages } from '../../messages/account.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import type { AddressResult } from '../../stores/account/addresses.ts';
import { accountForms } from '../../stores/account/forms.ts';
import Field from './Field.tsx';
import Notice from './Notice.tsx';
import { useFormSubmit } from './use-form-submit.ts';

interface Props {
  address: Address | null;
  /** Saves the checked fields; on success the book closes this form. */
  onSave: (fields: NewAddress) => Promise<AddressResult>;
  onCancel: () => void;
}

/** Add or edit form: each missing field has its message; the city is Kinshasa, read-only. */
export default function AddressForm({ address, onSave, onCancel }: Props) {
  const { ref, notice, disabled, onSubmit } = useFormSubmit(() => accountForms.address(onSave));
  const title = address ? addressesMessages.editAddress : addressesMessages.addAddress;
  return (
    <form ref={ref} className="form account-form" noValidate onSubmit={onSubmit} aria-label={title}>
      <h2>{title}</h2>
      <div>
        <label htmlFor="type">{addressesMessages.type}</label>
        <select id="type" name="type" defaultValue={address?.type ?? 'Maison'}>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {addressesMessages.types[type]}
            </option>
          ))}
        </select>
      </div>
      <Field id="rue" label={addressesMessages.street} defaultValue={address?.rue ?? ''} autoComplete="address-line1" />
      <Field id="numero" label={addressesMessages.number} defaultValue={address?.numero ?? ''} />
      <Field id="quartier" label={addressesMessages.quartier} defaultValue={address?.quartier ?? ''} />
      <Field id="commune" label={addressesMessages.commune} defaultValue={address?.commune ?? ''} list="communes" />
      <datalist id="communes">
        {KINSHASA_COMMUNES.map((commune) => (
          <option key={commune} value={commune} />
        ))}
      </datalist>
      <Field id="ville" label={addressesMessages.city} value={CITY} readOnly />
      <Field
        id="repere"
        label={addressesMessages.landmark}
        defaultValue={address?.repere ?? ''}
        placeholder={addressesMessages.landmarkHint}
        maxLength={LANDMARK_MAX_LENGTH}
      />
      <Field id="telephone" label={accountMessages.phone} type="tel" defaultValue={address?.telephone ?? ''} autoComplete="tel" />
      {!address?.is_default && (
        <label className="check">
          <input type="checkbox" name="is_default" /> {addressesMessages.makeDefault}
        </label>
      )}
      <Notice notice={notice} />
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
