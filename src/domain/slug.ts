/**
 * Page addresses of categories and brands, for a name in any script. Latin letters lose their accents
 * (`Bières` → `bieres`); Cyrillic and Greek letters are transliterated with the tables below (Cyrillic:
 * the Russian and Ukrainian letters as BGN/PCGN writes them, without apostrophes; Greek: ELOT 743);
 * a name with nothing left (`!!!`, `🍺`, Arabic, Chinese) gets a stable address made of its kind and id.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'w',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
};

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Latin letters that decomposing does not reduce to a-z. */
const LATIN: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ŋ: 'ng' };

/** Longest address segment: well under any file system's limit on a name, in any script. */
const MAX_SLUG = 80;

const fromTables = (letter: string): string | undefined => LATIN[letter] ?? CYRILLIC[letter] ?? GREEK[letter];

/** One letter in a-z: from the tables as written (`й` → `y`), else without its accents (`é` → `e`, `ύ` → `y`). */
function transliterate(letter: string): string {
  const bare = letter.normalize('NFD').replace(/\p{M}+/gu, '');
  return fromTables(letter) ?? fromTables(bare) ?? bare;
}

/** URL segment for a name: `Bières` → `bieres`, `Jus de fruits` → `jus-de-fruits`, `Пиво` → `pivo`; '' when nothing is left. */
export function slugify(name: string): string {
  const letters = Array.from(name.toLowerCase().normalize('NFC'), transliterate).join('');
  const slug = letters.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, MAX_SLUG)).replace(/-+$/, '');
}

/** The address a new category or brand asks for: its name's slug, else `categorie-12` / `marque-7`. */
export function wantedSlug(kind: 'categorie' | 'marque', id: number, name: string): string {
  return slugify(name) || `${kind}-${id}`;
}

/** `wanted` if free, else `wanted-2`, `wanted-3`…: the first one `isTaken` says is free. */
export function freeSlug(wanted: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(wanted)) return wanted;
  for (let n = 2; ; n++) if (!isTaken(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/**
 * Addresses of every category (or brand) of a catalogue, unique and never empty: the one the API stored
 * (`slug`), else the one its name asks for; one whose address another took first (by id) gets a suffix.
 */
export function uniqueSlugs(
  kind: 'categorie' | 'marque',
  items: readonly { id: number; nom: string; slug?: string | null | undefined }[],
): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  const byId = [...items].sort((a, b) => a.id - b.id);
  for (const stored of byId) {
    if (stored.slug && slugify(stored.slug) === stored.slug && !taken.has(stored.slug)) {
      slugs.set(stored.id, stored.slug);
      taken.add(stored.slug);
    }
  }
  for (const item of byId) {
    if (slugs.has(item.id)) continue;
    const slug = freeSlug(wantedSlug(kind, item.id, item.nom), (s) => taken.has(s));
    slugs.set(item.id, slug);
    taken.add(slug);
  }
  return slugs;
}
