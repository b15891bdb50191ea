/** Identity of the shop: the one place for its name, contacts and social links. */
export const shop = {
  name: 'Kin Boissons',
  tagline: 'Eau, bières et jus livrés à domicile à Kinshasa',
  phone: '+243 812 345 678',
  phoneHref: 'tel:+243812345678',
  whatsapp: 'https://wa.me/243812345678',
  email: 'contact@kinboissons.cd',
  address: {
    street: '12, avenue du Commerce',
    commune: 'Gombe',
    city: 'Kinshasa',
    country: 'RD Congo',
  },
  hours: 'Lundi – samedi, 8 h – 20 h',
  /** The shop's blue (browser bar, installed app) and its pages' background. */
  colors: { theme: '#0b3a82', background: '#f5f7fb' },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/kinboissons' },
    { name: 'Instagram', href: 'https://www.instagram.com/kinboissons' },
    { name: 'WhatsApp', href: 'https://wa.me/243812345678' },
  ],
} as const;

/** One-line postal address, as printed in the footer and on the support page. */
export const shopAddressLine = `${shop.address.street}, ${shop.address.commune}, ${shop.address.city}, ${shop.address.country}`;
