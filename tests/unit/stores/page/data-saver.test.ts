import { describe, expect, it } from 'vitest';
import { pickedBytes } from '../../../../src/stores/page/data-saver.ts';

const SRCSET = '/img/a-320.webp 320w, /img/a-640.webp 640w';

describe('pickedBytes: what a picture left unloaded would have cost', () => {
  it.each([
    ['a small slot takes the small variant', SRCSET, '1800 4100', 300, 1800],
    ['exactly its width', SRCSET, '1800 4100', 320, 1800],
    ['a 162 px card on a phone at 2× takes the large one', SRCSET, '1800 4100', 324, 4100],
    ['wider than every variant: the widest', SRCSET, '1800 4100', 1200, 4100],
    ['no sizes recorded', SRCSET, '', 300, 0],
    ['sizes that are not numbers', SRCSET, 'x y', 300, 0],
  ])('%s', (_name, srcset, bytes, needed, expected) => {
    expect(pickedBytes(srcset, bytes, needed)).toBe(expected);
  });
});
