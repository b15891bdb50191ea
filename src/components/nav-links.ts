import { navMessages } from '../domain/messages/nav.ts';

/** Entries of the main menu (spec §2 header), in display order. */
export const navLinks = [
  { label: navMessages.shop, href: '/boutique' },
  { label: navMessages.notifications, href: '/notifications.html' },
  { label: navMessages.about, href: '/#a-propos' },
  { label: navMessages.help, href: '/support.html' },
  { label: navMessages.contact, href: '/support.html#contact' },
] as const;

/** Legal pages listed in the footer. */
export const legalLinks = [
  { label: 'Politique de confidentialité', href: '/politique-de-confidentialite.html' },
  { label: 'Termes et conditions', href: '/termes-cond.html' },
  { label: navMessages.help, href: '/support.html' },
] as const;
