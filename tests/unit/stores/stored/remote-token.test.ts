import { afterAll, describe, expect, it, vi } from 'vitest';

// A window of its own before the module listens to it: storage events are what another tab's writes look like here.
const browserWindow = new EventTarget();
vi.stubGlobal('window', browserWindow);
const { isRemoteTokenChange } = await import('../../../../src/stores/stored/remote-token.ts');
const { $authToken } = await import('../../../../src/stores/stored/auth-token.ts');
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Another tab writes `key` (null: it cleared the storage). */
function otherTab(key: string | null, newValue: string | null): void {
  browserWindow.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
}

describe('isRemoteTokenChange tells who wrote the stored token', () => {
  it.each<[string, () => void, string, boolean]>([
    ['a token another tab wrote', () => otherTab('authToken', 'jeton-b'), 'jeton-b', true],
    ['a sign-out in another tab', () => otherTab('authToken', null), '', true],
    ['another tab clearing the storage', () => otherTab(null, null), '', true],
    ['a token this tab wrote', () => $authToken.set('jeton-a'), 'jeton-a', false],
    [
      'this tab writing after another tab did',
      () => {
        otherTab('authToken', 'jeton-b');
        $authToken.set('jeton-b');
      },
      'jeton-b',
      false,
    ],
    [
      'another key written by another tab',
      () => {
        $authToken.set('jeton-a');
        otherTab('userInfo', '{}');
      },
      'jeton-a',
      false,
    ],
    ['a token other than the one another tab wrote', () => otherTab('authToken', 'jeton-b'), 'jeton-c', false],
  ])('%s', (_name, write, token, remote) => {
    write();
    expect(isRemoteTokenChange(token)).toBe(remote);
  });

  it('every store that asks gets the same answer (the cart store and the header both ask)', () => {
    otherTab('authToken', 'jeton-d');
    expect([isRemoteTokenChange('jeton-d'), isRemoteTokenChange('jeton-d')]).toEqual([true, true]);
  });
});
