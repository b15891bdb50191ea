import { createStaffApi } from '../../api/staff/client.ts';
import { publicApiUrl } from '../../config/public-api-url.ts';
import { $authToken } from '../stored/auth-token.ts';

/** The staff endpoints on the browser's token (the shop's login stores it under `authToken`). */
export const staffApi = createStaffApi({ baseUrl: publicApiUrl, getToken: () => $authToken.get() || null });
