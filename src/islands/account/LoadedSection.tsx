import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { Result } from '../../domain/result.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { ordersMessages } from '../../messages/orders.ts';

/**
 * A section of « Mon compte » read from the shop when the page opens (the latest orders, the empties held): its
 * heading, « Chargement... » while it loads, a failure with « Réessayer », then what `children` draws of the answer.
 */
export default function LoadedSection<T extends object>({
  id,
  heading,
  load,
  children,
}: {
  id: string;
  heading: string;
  load: () => Promise<Result<T>>;
  children: (value: T) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<Result<T> | null>(null);
  const reload = useCallback(() => {
    setLoaded(null);
    void load().then(setLoaded);
  }, [load]);
  useEffect(reload, [reload]);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {loaded === null && (
        <p className="muted" role="status">
          {catalogueMessages.loading}
        </p>
      )}
      {loaded && !loaded.ok && (
        <div className="notice error" role="alert">
          <p>{loaded.message}</p>
          <button className="btn" type="button" onClick={reload}>
            {ordersMessages.retry}
          </button>
        </div>
      )}
      {loaded?.ok && children(loaded)}
    </section>
  );
}
