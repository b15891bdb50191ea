import { formatPhoneDisplay } from '../../domain/phone.ts';
import { accountMessages } from '../../messages/account.ts';
import { navMessages } from '../../messages/nav.ts';
import Guard from './Guard.tsx';
import MyEmpties from './MyEmpties.tsx';
import RecentOrders from './RecentOrders.tsx';
import { useSession } from './use-session.ts';
import './account.css';
import { paths } from '../../config/paths.ts';

const menu = [
  { href: paths.orders, label: navMessages.myOrders },
  { href: paths.addresses, label: navMessages.addresses },
  { href: paths.notifications, label: navMessages.notifications },
  { href: paths.logout, label: navMessages.logout },
] as const;

function Summary() {
  const { user } = useSession('checking');
  if (!user) return null;
  const rows: [string, string][] = [
    [accountMessages.fullName, `${user.first_name} ${user.last_name}`.trim()],
    [accountMessages.email, user.email],
    [accountMessages.phone, user.phone_number ? formatPhoneDisplay(user.phone_number) : accountMessages.notSet],
    [accountMessages.address, user.address || accountMessages.notSet],
  ];
  return (
    <section aria-labelledby="profile-summary">
      <h2 id="profile-summary">{accountMessages.profileSummary}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a className="btn btn-alt" href={paths.profileEdit}>
          {accountMessages.editProfile}
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
        <nav aria-label={navMessages.accountMenu}>
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
      <MyEmpties />
      <p>
        <a href={paths.support}>{accountMessages.support}</a>
      </p>
    </Guard>
  );
}
