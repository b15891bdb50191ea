import { firstErrorMessage } from '../../contract/errors.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import type { HttpMessage } from '../http-error.ts';

/** What a staff call shows when the server refuses: its `detail`, else its first field message, else the status. */
export const staffHttpMessage: HttpMessage = (status, body) =>
  firstErrorMessage(body, ['detail', 'non_field_errors']) ?? firstErrorMessage(body) ?? gestionMessages.requestFailed(status);

/** A DRF `next` page: an absolute URL, followed as is. */
export const pageUrl = (next: string): URL => new URL(next, globalThis.location?.href);
