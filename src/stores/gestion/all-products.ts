/** Every product on sale as the staff read it (stock, unit, deposit): the pages of the staff's product list, followed to the end. */
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';

export async function allStaffProducts(api: Pick<StaffApi, 'listStaffProducts' | 'nextStaffProducts'>): Promise<StaffProduct[]> {
  let page = await api.listStaffProducts({ page_size: 100 });
  const products = [...page.results];
  while (page.next) {
    page = await api.nextStaffProducts(page.next);
    products.push(...page.results);
  }
  return products;
}
