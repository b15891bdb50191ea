import { useStore } from '@nanostores/react';
import { type Ref, useEffect, useLayoutEffect, useRef } from 'react';
import { navMessages } from '../../messages/nav.ts';
import { ACCOUNT_FIRST_PAINT } from '../../stores/header/first-paint-marks.ts';
import { $isStaffViewer } from '../../stores/header/staff-viewer.ts';
import { $greetingName } from '../../stores/header/user-greeting.ts';
import './account.css';

type Links = readonly { href: string; label: string }[];

type Props = {
  /** The account dropdown's entries and the login page (src/components/nav-links.ts): props, so every page's header loads no paths module. */
  links: Links;
  loginHref: string;
  /** Gestion, shown first to the staff only (its address written by the page: no gestion path in every page's scripts). */
  staffHref: string;
};

/**
 * « Bonjour {first name} » and the account dropdown: the island's, and the page's own copy (SiteHeader.astro, rendered
 * hidden, with an empty greeting: the menu right in the header's account slot, `ACCOUNT_FIRST_PAINT`) that the header's inline script fills from storage and shows before
 * hydration (src/stores/header/first-paint.ts): one markup for both. `staffHref` adds « Gestion » first.
 */
export function GreetingMenu({
  greeting,
  links,
  staffHref,
  menu,
  ...page
}: {
  greeting: string;
  links: Links;
  staffHref?: string | undefined;
  menu?: Ref<HTMLDetailsElement>;
  /** The page's copy (`ACCOUNT_FIRST_PAINT`): hidden. */
  hidden?: boolean;
}) {
  // A long first name is cut with an ellipsis on screen only: the summary's text (its accessible name) and its title stay whole.
  return (
    <details className="account-menu" ref={menu} {...page}>
      <summary title={greeting}>
        <span className="account-greeting">{greeting}</span>
      </summary>
      <nav aria-label={navMessages.accountMenu}>
        <ul>
          {staffHref !== undefined && (
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

/**
 * Header: the login icon, or 'Bonjour {first name}' with the account dropdown once the stored user is
 * decoded. Follows other tabs through the session's stored keys; light on purpose (every page has it):
 * showing the greeting starts the header's session work, see stores/header. The greeting the header's script drew
 * before hydration stays (the login icon hidden beside it by the header's CSS) until the island knows whom it greets,
 * then gives way to the island's in the same frame, open and focused as it was.
 */
export default function AccountMenu({ links, loginHref, staffHref }: Props) {
  const firstName = useStore($greetingName, { ssr: () => undefined });
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
  const known = firstName !== undefined;
  useLayoutEffect(() => {
    const drawn = known ? document.querySelector<HTMLDetailsElement>(ACCOUNT_FIRST_PAINT) : null;
    if (!drawn) return;
    const own = menu.current;
    if (own && !drawn.hidden) {
      own.open = drawn.open;
      if (drawn.contains(document.activeElement)) own.querySelector('summary')?.focus();
    }
    drawn.remove();
  }, [known]);
  if (firstName == null) {
    return (
      <a className="icon-link" href={loginHref}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5z" />
        </svg>
        <span className="sr-only">{navMessages.login}</span>
      </a>
    );
  }
  return <GreetingMenu greeting={navMessages.greeting(firstName)} links={links} staffHref={isStaff ? staffHref : undefined} menu={menu} />;
}
