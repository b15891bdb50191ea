import { gestionMessages } from '../../messages/gestion.ts';

interface Props {
  /** What the screen shows: still loading, its load failed (`error` says why), or ready. */
  view: { status: string; error?: string };
  /** Said when the ready list holds nothing (none: the screen says it otherwise). */
  empty?: string | null;
}

/** The loading line, the failure as an alert, or « nothing here » of a gestion screen's list. */
export default function ListingStatus({ view, empty }: Props) {
  if (view.status === 'loading')
    return (
      <p className="muted" role="status">
        {gestionMessages.loading}
      </p>
    );
  if (view.status === 'error')
    return (
      <p className="notice error" role="alert">
        {view.error}
      </p>
    );
  return empty ? <p className="notice">{empty}</p> : null;
}
