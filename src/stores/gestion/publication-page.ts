/** The publication watch of the screens whose saves republish the site (catalogue, stock, categories, reviews). */
import { attempt } from './access.ts';
import { createPublicationWatch } from './publication.ts';
import { staffApi } from './staff-api.ts';

export const publication = createPublicationWatch({ api: staffApi, attempt });
