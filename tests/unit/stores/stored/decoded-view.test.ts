import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { decodeJson } from '../../../../src/stores/stored/decode-json.ts';
import { decodedView } from '../../../../src/stores/stored/stored-text.ts';

const schema = z.object({ n: z.number().check(z.positive()) });
type Value = z.infer<typeof schema> | null;

/** A view over a key's text (a plain atom here: what the browser's storage would hold). */
function view() {
  const $text = atom('');
  const $value = decodedView<Value>(
    $text,
    (text) => decodeJson<Value>(schema, null, text),
    (value) => (value === null ? '' : JSON.stringify(value)),
  );
  return { $text, $value };
}

describe('a stored key seen through its decoder', () => {
  it.each([
    ['a value of another tab or an earlier visit', '{"n":3}', { n: 3 }],
    ['garbage', '{"n":', null],
    ['a value the schema refuses', '{"n":-1}', null],
    ['nothing stored', '', null],
  ])('%s (%s) reads as %j', (_case, text, expected) => {
    const { $text, $value } = view();
    $text.set(text);
    expect($value.get()).toEqual(expected);
  });

  it('what this tab wrote reads back as written, even a value the decoder would refuse, until the text changes', () => {
    const { $text, $value } = view();
    const written = { n: -2 };
    $value.set(written);
    expect($text.get()).toBe('{"n":-2}');
    expect($value.get()).toBe(written);
    $text.set('{"n":5}');
    expect($value.get()).toEqual({ n: 5 });
    $text.set('{"n":-2}');
    expect($value.get()).toBe(written);
    $value.set(null);
    expect($text.get()).toBe('');
  });
});
