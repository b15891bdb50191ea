import { useEffect, useState } from 'react';

/** False in the static HTML and until hydration: submit buttons wait for it, so a form never submits natively (password in the URL). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
