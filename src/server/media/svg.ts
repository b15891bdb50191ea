/** Product and category pictures drawn as small SVGs in the brand's colours (no image files to ship). */
import { escapeHtml } from '../../domain/html-escape.ts';

/** Bump when the drawings change: it is part of every picture URL, which browsers cache for a year. */
export const DRAWING_VERSION = 2;

const HEX = /^#[0-9a-fA-F]{6}$/;
function colour(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

type Shape = 'bottle' | 'can' | 'crate' | 'pack' | 'carton' | 'jug';

/** Shape from the product's unit text ("Canette 33 cl", "Casier de 20 bouteilles", …). */
function shapeOf(unite: string): Shape {
  const u = unite.toLowerCase();
  if (u.includes('casier')) return 'crate';
  if (u.includes('pack')) return 'pack';
  if (u.includes('canette')) return 'can';
  if (u.includes('brique')) return 'carton';
  if (u.includes('bonbonne')) return 'jug';
  return 'bottle';
}

function bottle(x: number, fill: string, label: string, scale = 1): string {
  return (
    `<g transform="translate(${x} ${250 - 200 * scale}) scale(${scale})"><path d="M18 0h14v40q18 14 18 40v110q0 10-10 10H10Q0 200 0 190V80q0-26 18-40z" fill="${fill}"/>` +
    `<rect y="95" width="50" height="50" fill="${label}" opacity=".9"/></g>`
  );
}

function can(x: number, fill: string, label: string, scale = 1): string {
  return (
    `<g transform="translate(${x} ${250 - 150 * scale}) scale(${scale})"><rect width="80" height="150" rx="10" fill="${fill}"/>` +
    `<rect y="50" width="80" height="45" fill="${label}" opacity=".9"/><rect x="10" y="-4" width="60" height="8" rx="3" fill="#9e9e9e"/></g>`
  );
}

function drawing(shape: Shape, fill: string, label: string): string {
  switch (shape) {
    case 'can':
      return can(110, fill, label);
    case 'crate':
      return (
        `<rect x="40" y="120" width="220" height="130" rx="8" fill="${fill}"/>${[60, 110, 160, 210].map((x) => `<rect x="${x}" y="80" width="30" height="50" rx="6" fill="${label}"/>`).join('')}` +
        `<rect x="60" y="150" width="180" height="22" rx="4" fill="${label}" opacity=".85"/>`
      );
    case 'pack':
      return [40, 110, 180].map((x) => can(x, fill, label, 0.9)).join('');
    case 'carton':
      return `<path d="M100 60h100l10 30v160H90V90z" fill="${fill}"/><rect x="90" y="130" width="120" height="60" fill="${label}" opacity=".9"/>`;
    case 'jug':
      return `<path d="M120 30h60v30q60 20 60 70v110q0 10-10 10H70q-10 0-10-10V130q0-50 60-70z" fill="${fill}" opacity=".85"/><rect x="60" y="140" width="180" height="50" fill="${label}" opacity=".9"/>`;
    default:
      return bottle(125, fill, label);
  }
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.slice(0, 2).map((line) => (line.length > width + 4 ? `${line.slice(0, width + 3)}…` : line));
}

function caption(text: string, colourText: string): string {
  const lines = wrap(text, 28);
  const top = lines.length > 1 ? 275 : 283;
  return lines
    .map(
      (line, i) =>
        `<text x="150" y="${top + i * 17}" font-family="sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="${colourText}">${escapeHtml(line)}</text>`,
    )
    .join('');
}

/** SVG of a product: its packaging in the brand's colours and its name under it. */
export function productSvg(p: { nom: string; unite: string; couleur: string | null; couleur_texte: string | null }): string {
  const fill = colour(p.couleur, '#1d4ed8');
  const label = colour(p.couleur_texte, '#ffffff');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img"><title>${escapeHtml(p.nom)}</title>` +
    `<rect width="300" height="300" fill="#f4f1ea"/>${drawing(shapeOf(p.unite), fill, label)}` +
    `<rect y="256" width="300" height="44" fill="${fill}"/>${caption(p.nom, label)}</svg>`
  );
}

const CATEGORY_COLOURS = ['#0277bd', '#b8860b', '#ef6c00', '#c62828', '#2e7d32', '#6a1b9a'] as const;

/** SVG tile of a category: three bottles and the category's name. */
export function categorySvg(c: { id: number; nom: string }): string {
  const fill = CATEGORY_COLOURS[c.id % CATEGORY_COLOURS.length] ?? CATEGORY_COLOURS[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img"><title>${escapeHtml(c.nom)}</title>` +
    `<rect width="300" height="300" fill="${fill}"/>${bottle(60, '#ffffff', fill, 0.8)}${bottle(125, '#ffffff', fill)}${bottle(190, '#ffffff', fill, 0.8)}` +
    `<rect y="256" width="300" height="44" fill="#00000055"/>${caption(c.nom, '#ffffff')}</svg>`
  );
}
