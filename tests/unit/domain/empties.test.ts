import { describe, expect, it } from 'vitest';
import {
  bottlesPerUnit,
  crateSize,
  cratesAndBottles,
  type Empties,
  type EmptiesLine,
  emptiesOf,
  inBottles,
  lineEmpties,
  maxEmptiesBack,
} from '../../../src/domain/empties.ts';

describe('crateSize: a crate holds the number its unit names', () => {
  it.each<[unknown, number | null]>([
    ['Casier de 20 bouteilles', 20],
    ['Casier de 24 bouteilles', 24],
    ['casiers 12 × 33 cl', 12],
    ['Casier', null],
    ['Casier de 1 bouteille', null],
    ['Bouteille 72 cl', null],
    ['Pack de 6 canettes', null],
    ['Bonbonne 19 L', null],
    ['', null],
    [null, null],
  ])('%j → %j', (unite, size) => {
    expect(crateSize(unite)).toBe(size);
    expect(bottlesPerUnit(unite)).toBe(size ?? 1);
  });
});

describe('cratesAndBottles and inBottles: whole crates first, the rest loose, and back', () => {
  it.each<[number, unknown, Empties]>([
    [0, 'Casier de 20 bouteilles', { casiers: 0, bouteilles: 0 }],
    [12, 'Casier de 20 bouteilles', { casiers: 0, bouteilles: 12 }],
    [20, 'Casier de 20 bouteilles', { casiers: 1, bouteilles: 0 }],
    [52, 'Casier de 20 bouteilles', { casiers: 2, bouteilles: 12 }],
    [52, 'Casier de 24 bouteilles', { casiers: 2, bouteilles: 4 }],
    [3, 'Casier', { casiers: 3, bouteilles: 0 }],
    [7, 'Bouteille 72 cl', { casiers: 0, bouteilles: 7 }],
    [2, 'Bonbonne 19 L', { casiers: 0, bouteilles: 2 }],
  ])('%i bottles of « %s » → %j', (bottles, unite, empties) => {
    expect(cratesAndBottles(bottles, unite)).toEqual(empties);
    expect(inBottles(empties, unite)).toBe(bottles);
  });
});

describe('maxEmptiesBack: a line hands back at most the bottles it sells', () => {
  it.each<[number, unknown, number]>([
    [2, 'Casier de 20 bouteilles', 40],
    [1, 'Casier de 24 bouteilles', 24],
    [6, 'Bouteille 72 cl', 6],
    [2, 'Casier', 2],
  ])('%i × « %s » → %i', (quantite, unite, max) => {
    expect(maxEmptiesBack(quantite, unite)).toBe(max);
  });
});

const crate20 = 'Casier de 20 bouteilles';
const line = (quantite: number, unite: unknown, exchange: boolean, bouteillesEchangees: number): EmptiesLine => ({
  quantite,
  unite,
  exchange,
  bouteillesEchangees,
});

describe('lineEmpties: what the courier collects on one line', () => {
  it.each<[string, EmptiesLine, Empties]>([
    ['2 crates with their deposit charged, 12 bottles handed back', line(2, crate20, false, 12), { casiers: 0, bouteilles: 12 }],
    ['2 crates exchanged', line(2, crate20, true, 0), { casiers: 2, bouteilles: 0 }],
    ['2 crates exchanged and 12 bottles more', line(2, crate20, true, 12), { casiers: 2, bouteilles: 12 }],
    ['6 bottles exchanged', line(6, 'Bouteille 72 cl', true, 0), { casiers: 0, bouteilles: 6 }],
    ['6 bottles with their deposit, none handed back', line(6, 'Bouteille 72 cl', false, 0), { casiers: 0, bouteilles: 0 }],
  ])('%s', (_case, input, empties) => {
    expect(lineEmpties(input)).toEqual(empties);
  });
});

describe('emptiesOf: crates add to crates and loose bottles to loose bottles, line by line', () => {
  const lines = [
    line(2, crate20, false, 12),
    line(1, 'Casier de 24 bouteilles', true, 20),
    line(3, 'Bouteille 65 cl', true, 0),
    line(1, 'Bonbonne 19 L', true, 0),
  ];
  it('sums each line as the courier counts it', () => {
    // 12 loose; 24 + 20 = 1 crate of 24 and 20 loose; 3 bottles; 1 bonbonne.
    expect(emptiesOf(lines)).toEqual({ casiers: 1, bouteilles: 36 });
  });
  it('gives the same bottles summed per line as in total', () => {
    const perLine = lines.map((l) => inBottles(lineEmpties(l), l.unite)).reduce((a, b) => a + b, 0);
    const asTotal = lines.reduce((sum, l) => sum + (l.exchange ? maxEmptiesBack(l.quantite, l.unite) : 0) + l.bouteillesEchangees, 0);
    expect(perLine).toBe(asTotal);
  });
  it('has nothing to collect without lines', () => {
    expect(emptiesOf([])).toEqual({ casiers: 0, bouteilles: 0 });
  });
});
