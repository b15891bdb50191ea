import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { $access } from '../../stores/gestion/access.ts';
import { $notifications, allowNotifications, orderAlerts, pushDevice, startAlerts } from '../../stores/gestion/alerts-page.ts';

/** This device's ways of hearing of a new order: the sound, notifications while the page is hidden, Web Push. */
function AlertSettings() {
  const soundOn = useStore(orderAlerts.$soundOn);
  const notifications = useStore($notifications);
  const push = useStore(pushDevice.$state);
  return (
    <section className="g-alerts-panel" aria-labelledby="g-alerts-heading">
      <h2 id="g-alerts-heading" className="sr-only">
        {gestionMessages.alertsHeading}
      </h2>
      <label className="g-check">
        <input type="checkbox" checked={soundOn} onChange={(e) => orderAlerts.setSound(e.target.checked)} />
        {gestionMessages.soundLabel}
      </label>
      <p className="g-hint">{gestionMessages.soundHint}</p>
      {notifications === 'default' && (
        <button type="button" className="btn btn-ghost" onClick={() => void allowNotifications()}>
          {gestionMessages.allowNotifications}
        </button>
      )}
      {notifications !== 'default' && (
        <p className="g-hint">
          {notifications === 'granted'
            ? gestionMessages.notificationsAllowed
            : notifications === 'denied'
              ? gestionMessages.notificationsDenied
              : gestionMessages.notificationsUnsupported}
        </p>
      )}
      <h3>{gestionMessages.pushHeading}</h3>
      {push.status === 'unsupported' ? (
        <p className="g-hint">{gestionMessages.pushUnsupported}</p>
      ) : push.status === 'denied' ? null : push.status === 'on' ? (
        <button type="button" className="btn btn-ghost" onClick={() => void pushDevice.turnOff()}>
          {gestionMessages.pushTurnOff}
        </button>
      ) : (
        <button type="button" className="btn" disabled={push.status !== 'off'} onClick={() => void pushDevice.turnOn()}>
          {gestionMessages.pushTurnOn}
        </button>
      )}
      <p className="g-hint" role="status">
        {'message' in push ? push.message : ''}
      </p>
    </section>
  );
}

/** What just arrived, said once (a live region), with the way to it. */
function Announced() {
  const announced = useStore(orderAlerts.$announced);
  const [first] = announced;
  return (
    <div className="g-announced" role="status">
      {first && (
        <p className="g-announced-line">
          <strong>{gestionMessages.newOrdersAnnounced(announced.length)}</strong>{' '}
          <a href={first.url} onClick={() => orderAlerts.dismiss()}>
            {gestionMessages.seeAnnouncedOrder(first.numero)}
          </a>
          <button type="button" className="btn btn-ghost" aria-label={gestionMessages.dismissAlert} onClick={() => orderAlerts.dismiss()}>
            ✕
          </button>
        </p>
      )}
    </div>
  );
}

/** « Alertes » in gestion's header, on every screen: a new order rings, vibrates, notifies; the device's settings. */
export default function AlertBar() {
  const access = useStore($access, { ssr: () => 'checking' as const });
  useEffect(() => (access === 'staff' ? startAlerts() : undefined), [access]);
  if (access !== 'staff') return null;
  return (
    <>
      <details className="g-alerts">
        <summary>{gestionMessages.alertsLabel}</summary>
        <AlertSettings />
      </details>
      <Announced />
    </>
  );
}
