import { type ApiOptions, createHttp } from '../http.ts';
import { staffAlertEndpoints } from './alerts.ts';
import { staffCatalogueEndpoints } from './catalogue.ts';
import { staffDeskEndpoints } from './desk.ts';
import { staffExportEndpoints } from './exports.ts';
import { staffJournalEndpoints } from './journal.ts';
import { staffOrderEndpoints } from './orders.ts';
import { riderEndpoints } from './rider.ts';
import { staffRoundEndpoints } from './rounds.ts';
import { staffSalesEndpoints } from './sales.ts';
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
    ...riderEndpoints(http),
    ...staffRoundEndpoints(http),
    ...staffSalesEndpoints(http),
    ...staffExportEndpoints(http),
  };
}

/** Every staff endpoint (gestion), one function each, on the shop's one request loop (src/api/http.ts). Loaded only by gestion. */
export type StaffApi = ReturnType<typeof buildStaffApi>;

export function createStaffApi(options: ApiOptions): StaffApi {
  return buildStaffApi(options);
}
