import { paths } from '../config/paths.ts';
import { navMessages } from '../messages/nav.ts';

/** Entries of the header's main menu, in display order. */
export const navLinks = [
  { label: navMessages.shop, href: paths.shop },
  { label: navMessages.notifications, href: paths.notifications },
  { label: navMessages.about, href: paths.about },
  { label: navMessages.help, href: paths.support },
  { label: navMessages.contact, href: paths.contact },
] as const;

/** The header's account dropdown (signed in), in display order. */
export const accountLinks = [
  { label: navMessages.myAccount, href: paths.account },
  { label: navMessages.myOrders, href: paths.orders },
  { label: navMessages.notifications, href: paths.notifications },
  { label: navMessages.logout, href: paths.logout },
] as const;

/** Legal pages listed in the footer. */
export const legalLinks = [
  { label: 'Politique de confidentialité', href: paths.privacy },
  { label: 'Termes et conditions', href: paths.terms },
  { label: navMessages.help, href: paths.support },
] as const;
