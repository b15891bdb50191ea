import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../../src/domain/terminal-text.ts';

describe('terminalSafe: stored text printed on an operator terminal', () => {
  it.each([
    ['Mireille Tshala', 'Mireille Tshala'],
    ['Kabasele Ngalula-Mbuyi, N°12 — Matonge', 'Kabasele Ngalula-Mbuyi, N°12 — Matonge'],
    ['+243 812 345 678', '+243 812 345 678'],
    ['\u001b[2J\u001b[H', '\\x1b[2J\\x1b[H'],
    ['Jean\nKB-20261123-0001\tLivrée', 'Jean\\nKB-20261123-0001\\tLivrée'],
    ['\u001b]52;c;ZWNobyBwd25lZA==\u0007', '\\x1b]52;c;ZWNobyBwd25lZA==\\x07'],
    ['effacer\rligne', 'effacer\\rligne'],
    ['fin\u007f', 'fin\\x7f'],
    ['\u009b31m rouge (CSI sur un octet)', '\\x9b31m rouge (CSI sur un octet)'],
    ['\u202egpj.exe', '\\u202egpj.exe'],
    ['\u2066isolé\u2069', '\\u2066isolé\\u2069'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(terminalSafe(text)).toBe(expected));
});
