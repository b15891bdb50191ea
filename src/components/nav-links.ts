import { paths } from '../config/paths.ts';
import { messages } from '../domain/messages.ts';

/** Entries of the main menu (spec §2 header), in display order. */
export const navLinks = [
  { label: messages.nav.shop, href: paths.shop },
  { label: messages.nav.notifications, href: paths.notifications },
  { label: messages.nav.about, href: paths.about },
  { label: messages.nav.help, href: paths.support },
  { label: messages.nav.contact, href: paths.contact },
] as const;

/** The header's account dropdown (signed in), in display order. */
export const accountLinks = [
  { label: messages.nav.myAccount, href: paths.account },
  { label: messages.nav.myOrders, href: paths.orders },
  { label: messages.nav.notifications, href: paths.notifications },
  { label: messages.nav.logout, href: paths.logout },
] as const;

/** Legal pages listed in the footer. */
export const legalLinks = [
  { label: 'Politique de confidentialité', href: paths.privacy },
  { label: 'Termes et conditions', href: paths.terms },
  { label: messages.nav.help, href: paths.support },
] as const;
