import { useEffect, useState } from 'react';

/**
 * False in the static HTML and the first browser render, true once the island has hydrated. Every island
 * that must wait uses it: submit buttons (a form never submits natively, password in the URL), and what
 * depends on this browser's storage or address bar (cart, pending order, session, reset link), drawn only
 * then so that hydration never mismatches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
