import { z } from 'zod/mini';
import { reviewSchema } from '../../contract/review.ts';
import {
  type StaffAccountCreateInput,
  type StaffPasswordResetInput,
  staffAccountListSchema,
  staffAccountSchema,
} from '../../contract/staff-accounts.ts';
import {
  outboxPageSchema,
  staffContactMessagePageSchema,
  staffContactMessageSchema,
  staffReviewPageSchema,
} from '../../contract/staff-desk.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage, pageUrl } from './http-message.ts';

type Id = number | string;
const nothing = z.pipe(
  z.unknown(),
  z.transform((): void => undefined),
);

/** Reviews to moderate, support messages, e-mails that did not leave, and (admins) the staff accounts. */
export function staffDeskEndpoints({ request }: Http) {
  return {
    listStaffReviews: (statut?: 'en_attente' | 'approuve') =>
      request({ path: 'staff/avis/', searchParams: { statut }, schema: staffReviewPageSchema, httpMessage }),
    nextStaffReviews: (next: string) => request({ path: pageUrl(next), schema: staffReviewPageSchema, httpMessage }),
    approveStaffReview: (id: Id) =>
      request({ method: 'patch', path: `products/avis/${id}/`, json: { approuve: true }, schema: reviewSchema, httpMessage }),
    rejectReview: (id: Id) => request({ method: 'delete', path: `products/avis/${id}/`, schema: nothing, httpMessage }),
    listMessages: (traite?: '0' | '1') =>
      request({ path: 'contact/messages/', searchParams: { traite }, schema: staffContactMessagePageSchema, httpMessage }),
    nextMessages: (next: string) => request({ path: pageUrl(next), schema: staffContactMessagePageSchema, httpMessage }),
    markMessage: (id: Id, traite: boolean) =>
      request({ method: 'patch', path: `contact/messages/${id}/`, json: { traite }, schema: staffContactMessageSchema, httpMessage }),
    failedEmails: () => request({ path: 'staff/outbox/', searchParams: { statut: 'failed' }, schema: outboxPageSchema, httpMessage }),
    listStaffAccounts: () => request({ path: 'staff/personnel/', schema: staffAccountListSchema, httpMessage }),
    createManager: (payload: StaffAccountCreateInput) =>
      request({ method: 'post', path: 'staff/personnel/', json: payload, schema: staffAccountSchema, httpMessage }),
    setStaffActive: (id: Id, active: boolean) =>
      request({ method: 'patch', path: `staff/personnel/${id}/`, json: { is_active: active }, schema: staffAccountSchema, httpMessage }),
    /** Every session of a colleague ends (a lost phone). */
    endStaffSessions: (id: Id) =>
      request({ method: 'post', path: `staff/personnel/${id}/deconnexion/`, schema: staffAccountSchema, httpMessage }),
    /** A new password for a colleague locked out: their sessions end, their wrong passwords are forgotten. */
    setStaffPassword: (id: Id, payload: StaffPasswordResetInput) =>
      request({ method: 'post', path: `staff/personnel/${id}/mot-de-passe/`, json: payload, schema: staffAccountSchema, httpMessage }),
    /** « Déconnecter partout »: every session of one's own account ends, this one included. */
    signOutEverywhere: () => request({ method: 'post', path: 'accounts/deconnexion-partout/', schema: nothing, httpMessage }),
  };
}
