/** An account's phone (sign-up, profile, and the API that receives them): kept as `accountPhone` writes it, or refused. */
import { accountMessages } from '../../messages/account.ts';
import { accountPhone, PHONE_EXAMPLE } from '../phone.ts';
import { invalid, type Result, valid } from '../result.ts';

/**
 * `+243` and the nine digits of a Congolese number written any usual way (or a foreign number written
 * internationally), '' for no phone, or the sign-up form's message about `field`: the one refusal the forms and the
 * server give.
 */
export function checkAccountPhone(typed: string, field: string): Result<{ value: string }> {
  if (typed === '') return valid('');
  const kept = accountPhone(typed);
  return kept === null ? invalid(accountMessages.invalidPhoneFormat(PHONE_EXAMPLE), field) : valid(kept);
}
