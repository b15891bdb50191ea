/** The stock screens' stores, on the browser's staff client; a delivery or a count announces a publication. */
import { attempt } from './access.ts';
import { publication } from './publication-page.ts';
import { staffApi } from './staff-api.ts';
import { createStockEntry, createStockList } from './stock.ts';
import { createStockMovements } from './stock-movements.ts';

export const stockList = createStockList({ api: staffApi, attempt });
export const reception = createStockEntry({ kind: 'reception', list: stockList, api: staffApi, attempt, onSaved: publication.changed });
export const stockCount = createStockEntry({ kind: 'inventaire', list: stockList, api: staffApi, attempt, onSaved: publication.changed });
export const stockMovements = createStockMovements({ api: staffApi, attempt });
