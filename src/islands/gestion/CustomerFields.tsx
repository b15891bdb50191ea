import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import type { Order } from '../../contract/order.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import type { NewOrderDraft } from '../../stores/gestion/new-order-draft.ts';
import { customerFinder } from '../../stores/gestion/new-order-page.ts';
import type { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';
import ListingStatus from './ListingStatus.tsx';

type Props = Pick<ReturnType<typeof useForm<NewOrderDraft, { order: Order }>>, 'state' | 'bind' | 'bindPhone'>;

/** The search (phone or name), what it found, and the chosen customer's addresses and latest orders. */
function CustomerSearch() {
  const query = useStore(customerFinder.$query);
  const search = useStore(customerFinder.$search);
  const chosen = useStore(customerFinder.$chosen);
  // The search is part of the order's form: Enter searches, it does not send the order.
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void customerFinder.find();
  };
  return (
    <>
      <div className="g-field">
        <label htmlFor="g-client-q">{gestionMessages.customerSearchLabel}</label>
        <div className="g-inline">
          <input
            id="g-client-q"
            type="search"
            value={query}
            placeholder={gestionMessages.customerSearchPlaceholder}
            onChange={(e) => customerFinder.type(e.target.value)}
            onKeyDown={enter}
          />
          <button className="btn" type="button" onClick={() => void customerFinder.find()}>
            {gestionMessages.findCustomer}
          </button>
        </div>
      </div>
      <ListingStatus view={search} />
      {search.status === 'ready' && search.customers.length === 0 && (
        <p className="notice" role="status">
          {gestionMessages.noCustomerFound(search.q)}
        </p>
      )}
      {search.status === 'ready' && search.customers.length > 0 && (
        <ul className="g-plain" aria-label={gestionMessages.customersFound}>
          {search.customers.map((c) => (
            <li key={`${c.telephone}-${c.compte ?? ''}-${c.nom}`} className="g-card-line g-box">
              <span>
                <strong>{c.nom}</strong> · {formatPhoneDisplay(c.telephone)}
                <span className="muted"> · {gestionMessages.customerSummary(c.commandes.length, c.compte !== null)}</span>
              </span>
              <button className="btn btn-ghost" type="button" onClick={() => customerFinder.choose(c)}>
                {gestionMessages.chooseCustomer(c.nom)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && (
        <div className="g-chosen">
          <p className="g-card-line">
            <strong>{gestionMessages.chosenCustomer(chosen.nom)}</strong>
            <button className="btn btn-ghost" type="button" onClick={customerFinder.forget}>
              {gestionMessages.notThisCustomer}
            </button>
          </p>
          {chosen.adresses.length > 0 && (
            <>
              <h3>{gestionMessages.pastAddresses}</h3>
              <ul className="g-plain">
                {chosen.adresses.map((a) => (
                  <li key={a.adresse}>
                    <button className="btn btn-ghost g-address-choice" type="button" onClick={() => customerFinder.chooseAddress(a)}>
                      {gestionMessages.deliverTo(a.repere === '' ? a.adresse : `${a.adresse} (${a.repere})`)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {chosen.commandes.length > 0 && (
            <>
              <h3>{gestionMessages.pastOrders}</h3>
              <ul className="g-plain muted">
                {chosen.commandes.slice(0, 3).map((o) => (
                  <li key={o.id}>
                    {o.numero_commande} · {formatDateTime(o.date_commande)} · {formatFC(toCents(o.total_commande) ?? 0)} ·{' '}
                    {orderStatusLabel(o.statut)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}

/** Who the order is for: found by the search, or typed. */
export default function CustomerFields({ state, bind, bindPhone }: Props) {
  return (
    <fieldset className="g-box">
      <legend>{gestionMessages.customerHeading}</legend>
      <CustomerSearch />
      <Field
        id="nom"
        label={checkoutMessages.fullName}
        autoComplete="off"
        error={fieldError(state, 'nom') ?? fieldError(state, 'nom_complet')}
        {...bind('nom')}
      />
      <Field
        id="telephone"
        label={gestionMessages.orderPhone}
        autoComplete="off"
        error={fieldError(state, 'telephone') ?? fieldError(state, 'telephone_livraison')}
        {...bindPhone('telephone')}
      />
      <Field
        id="email"
        label={gestionMessages.orderEmail}
        type="email"
        autoComplete="off"
        error={fieldError(state, 'email')}
        {...bind('email')}
      />
    </fieldset>
  );
}
