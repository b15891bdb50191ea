import { messages } from '../domain/messages.ts';

/** Entries of the main menu (spec §2 header), in display order. */
export const navLinks = [
  { label: messages.nav.shop, href: '/boutique' },
  { label: messages.nav.notifications, href: '/notifications.html' },
  { label: messages.nav.about, href: '/#a-propos' },
  { label: messages.nav.help, href: '/support.html' },
  { label: messages.nav.contact, href: '/support.html#contact' },
] as const;

/** Legal pages listed in the footer. */
export const legalLinks = [
  { label: 'Politique de confidentialité', href: '/politique-de-confidentialite.html' },
  { label: 'Termes et conditions', href: '/termes-cond.html' },
  { label: messages.nav.help, href: '/support.html' },
] as const;
