import { landmarkFromNotes } from '../../domain/landmark.ts';
import { ordersMessages } from '../../messages/orders.ts';

/** The « Point de repère » of an order's address, as a term of its facts list; nothing when the order has none. */
export default function OrderLandmark({ notes }: { notes: string | null | undefined }) {
  const { landmark } = landmarkFromNotes(notes);
  if (landmark === '') return null;
  return (
    <>
      <dt>{ordersMessages.landmark}</dt>
      <dd>{landmark}</dd>
    </>
  );
}
