import { messages } from '../../domain/messages.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import Guard from './Guard.tsx';
import { accountText } from './messages-account.ts';
import RecentOrders from './RecentOrders.tsx';
import { useSession } from './use-session.ts';
import './account.css';
import { paths } from '../../config/paths.ts';

const menu = [
  { href: paths.orders, label: messages.nav.myOrders },
  { href: paths.addresses, label: messages.nav.addresses },
  { href: paths.notifications, label: messages.nav.notifications },
  { href: paths.logout, label: messages.nav.logout },
] as const;

function Summary() {
  const { user } = useSession('checking');
  if (!user) return null;
  const rows: [string, string][] = [
    [accountText.fullName, `${user.first_name} ${user.last_name}`.trim()],
    [accountText.email, user.email],
    [accountText.phone, user.phone_number ? formatPhoneDisplay(user.phone_number) : accountText.notSet],
    [accountText.address, user.address || accountText.notSet],
  ];
  return (
    <section aria-labelledby="profile-summary">
      <h2 id="profile-summary">{accountText.profileSummary}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a className="btn-alt" href={paths.profileEdit}>
          {accountText.editProfile}
        </a>
      </p>
    </section>
  );
}

/** `/mon-compte.html`: profile summary, menu, the 3 latest orders and the support link. */
export default function AccountPage() {
  return (
    <Guard page="mon-compte">
      <div className="account-grid">
        <Summary />
        <nav aria-label={messages.nav.accountMenu}>
          <ul className="account-list">
            {menu.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <RecentOrders />
      <p>
        <a href={paths.support}>{accountText.support}</a>
      </p>
    </Guard>
  );
}
