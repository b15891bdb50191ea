import { type ApiOptions, createHttp } from '../http.ts';
import { staffAlertEndpoints } from './alerts.ts';
import { staffCatalogueEndpoints } from './catalogue.ts';
import { staffDeskEndpoints } from './desk.ts';
import { staffJournalEndpoints } from './journal.ts';
import { staffOrderEndpoints } from './orders.ts';
import { staffStockEndpoints } from './stock.ts';

function buildStaffApi(options: ApiOptions) {
  const http = createHttp(options);
  return {
    ...staffOrderEndpoints(http),
    ...staffCatalogueEndpoints(http),
    ...staffDeskEndpoints(http),
    ...staffStockEndpoints(http),
    ...staffAlertEndpoints(http),
    ...staffJournalEndpoints(http),
  };
}

/** Every staff endpoint (gestion), one function each, on the shop's one request loop (src/api/http.ts). Loaded only by gestion. */
export type StaffApi = ReturnType<typeof buildStaffApi>;

export function createStaffApi(options: ApiOptions): StaffApi {
  return buildStaffApi(options);
}
