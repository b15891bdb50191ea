import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Address } from '../../contract/address.ts';
import type { NewAddress } from '../../domain/address.ts';
import { formatAddress } from '../../domain/address-format.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { navMessages } from '../../messages/nav.ts';
import { addressBook } from '../../stores/account/addresses.ts';
import { errorNotice, type FormNotice as Notice, okNotice } from '../../stores/form-submit.ts';
import FormNotice from '../FormNotice.tsx';
import AddressForm from './AddressForm.tsx';
import Guard from './Guard.tsx';
import { useSession } from './use-session.ts';
import './account.css';

type Mode = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };

function Book() {
  const { user } = useSession('checking');
  const addresses = useStore(addressBook.$addresses, { ssr: () => [] });
  const loadFailed = useStore(addressBook.$loadFailed);
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (user) addressBook.loadAddresses();
  }, [user]);

  const save = async (fields: NewAddress) => {
    const result = mode.kind === 'edit' ? await addressBook.editAddress(mode.id, fields) : await addressBook.addAddress(fields);
    if (result.ok) {
      setMode({ kind: 'none' });
      setNotice(okNotice(addressesMessages.addressSaved));
    }
    return result;
  };
  const makeDefault = async (id: string) => {
    const result = await addressBook.setDefaultAddress(id);
    setNotice(result.ok ? null : errorNotice(result.message));
  };
  const remove = async (id: string) => {
    const allowed = addressBook.checkDelete(id);
    if (!allowed.ok) return setNotice(errorNotice(allowed.message));
    if (!window.confirm(addressesMessages.confirmDelete)) return;
    const result = await addressBook.deleteAddress(id);
    setNotice(result.ok ? okNotice(addressesMessages.addressDeleted) : errorNotice(result.message));
  };

  if (mode.kind !== 'none') {
    const editing: Address | null = mode.kind === 'edit' ? (addresses.find((a) => a.id === mode.id) ?? null) : null;
    return (
      <AddressForm
        key={mode.kind === 'edit' ? mode.id : 'new'}
        address={editing}
        onSave={save}
        onCancel={() => setMode({ kind: 'none' })}
      />
    );
  }
  return (
    <div>
      <FormNotice notice={notice} />
      {loadFailed ? (
        <p className="notice error" role="alert">
          {addressesMessages.loadError}
        </p>
      ) : null}
      {addresses.length === 0 && !loadFailed && <p className="muted">{addressesMessages.noAddress}</p>}
      <ul className="account-list" aria-label={navMessages.addresses}>
        {addresses.map((address) => (
          <li key={address.id} aria-label={`${address.type} ${formatAddress(address)}`}>
            <strong>{addressesMessages.types[address.type]}</strong>{' '}
            {address.is_default && <span className="badge in">{addressesMessages.defaultBadge}</span>}
            <p>{formatAddress(address)}</p>
            {address.repere ? <p>{addressesMessages.landmarkOf(address.repere)}</p> : null}
            <p className="muted">{formatPhoneDisplay(address.telephone)}</p>
            <p className="actions">
              <button className="btn btn-alt" type="button" onClick={() => setMode({ kind: 'edit', id: address.id })}>
                {addressesMessages.edit}
              </button>
              {!address.is_default && (
                <button className="btn btn-alt" type="button" onClick={() => void makeDefault(address.id)}>
                  {addressesMessages.setDefault}
                </button>
              )}
              <button className="btn btn-ghost" type="button" onClick={() => void remove(address.id)}>
                {addressesMessages.remove}
              </button>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <button
          className="btn"
          type="button"
          onClick={() => {
            setNotice(null);
            setMode({ kind: 'add' });
          }}
        >
          {addressesMessages.addAddress}
        </button>
      </p>
    </div>
  );
}

/** `/adresses.html`: the account's address book (a copy kept in this browser), the default address synced to the profile. */
export default function AddressBook() {
  return (
    <Guard page="adresses">
      <Book />
    </Guard>
  );
}
