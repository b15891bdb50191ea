/** The catalogue screens' stores, on the browser's staff client; every save announces a publication. */
import { attempt } from './access.ts';
import { createProductEditor } from './product-editor.ts';
import { createProductList } from './products.ts';
import { publication } from './publication-page.ts';
import { createRefs } from './refs.ts';
import { staffApi } from './staff-api.ts';

export const productList = createProductList({ api: staffApi, attempt });
export const productEditor = createProductEditor({
  api: staffApi,
  attempt,
  onSaved: (product) => {
    publication.changed();
    if (product) productList.replace(product);
    else void productList.load();
  },
});
export const refs = createRefs({ api: staffApi, attempt, onSaved: publication.changed });
