import { KINSHASA_COMMUNES } from '../../domain/communes.ts';

/** The options of a commune select: `none` first (its value ''), then Kinshasa's 24 communes. */
export default function CommuneOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {KINSHASA_COMMUNES.map((commune) => (
        <option key={commune} value={commune}>
          {commune}
        </option>
      ))}
    </>
  );
}
