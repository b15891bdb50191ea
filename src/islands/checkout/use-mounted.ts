import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render, true once hydrated: what depends on this
 * browser's storage (cart, pending order, session) is drawn only then, so hydration never mismatches.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
