import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { navMessages } from '../../messages/nav.ts';
import { $isStaffViewer } from '../../stores/header/staff-viewer.ts';
import { $greetingName } from '../../stores/header/user-greeting.ts';
import './account.css';

type Props = {
  /** The account dropdown's entries and the login page (src/components/nav-links.ts): props, so every page's header loads no paths module. */
  links: readonly { href: string; label: string }[];
  loginHref: string;
  /** Gestion, shown first to the staff only (its address written by the page: no gestion path in every page's scripts). */
  staffHref: string;
};

/**
 * Header: the login icon, or 'Bonjour {first name}' with the account dropdown once the stored user is
 * decoded. Follows other tabs through the session's stored keys; light on purpose (every page has it):
 * showing the greeting starts the header's session work, see stores/header.
 */
export default function AccountMenu({ links, loginHref, staffHref }: Props) {
  const firstName = useStore($greetingName, { ssr: () => null });
  const isStaff = useStore($isStaffViewer, { ssr: () => false });
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  if (firstName === null) {
    return (
      <a className="icon-link" href={loginHref}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5z" />
        </svg>
        <span className="sr-only">{navMessages.login}</span>
      </a>
    );
  }
  const greeting = navMessages.greeting(firstName);
  // A long first name is cut with an ellipsis on screen only: the summary's text (its accessible name) and its title stay whole.
  return (
    <details className="account-menu" ref={menu}>
      <summary title={greeting}>
        <span className="account-greeting">{greeting}</span>
      </summary>
      <nav aria-label={navMessages.accountMenu}>
        <ul>
          {isStaff && (
            <li>
              <a href={staffHref}>{navMessages.gestion}</a>
            </li>
          )}
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
