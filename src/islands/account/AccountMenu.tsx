import { useEffect, useRef } from 'react';
import { messages } from '../../domain/messages.ts';
import { accountText } from './messages-account.ts';
import { useSession } from './use-session.ts';
import './account.css';

const links = [
  { href: '/mon-compte.html', label: messages.nav.myAccount },
  { href: '/mes-commandes.html', label: messages.nav.myOrders },
  { href: '/notifications.html', label: messages.nav.notifications },
  { href: '/deconnexion.html', label: messages.nav.logout },
] as const;

/** Header: the login icon, or 'Bonjour {first name}' with the account dropdown. Follows other tabs through the session store. */
export default function AccountMenu() {
  const { user } = useSession('signed-out');
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  if (!user) {
    return (
      <a className="icon-link" href="/connexion.html" aria-label={messages.auth.signIn}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5z" />
        </svg>
      </a>
    );
  }
  const firstName = user.first_name || user.email.split('@')[0] || user.username;
  return (
    <details className="account-menu" ref={menu}>
      <summary>{messages.nav.greeting(firstName)}</summary>
      <nav aria-label={accountText.accountMenu}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
