import { z } from 'zod/mini';
import { brandSchema, categorySchema } from '../../contract/product.ts';
import {
  type BrandWriteInput,
  type CategoryWriteInput,
  catalogueRefsSchema,
  type ProductPatchInput,
  type ProductWriteInput,
  publicationSchema,
  staffProductSchema,
} from '../../contract/staff-catalogue.ts';
import { staffPageSchema } from '../../contract/staff-page.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage, pageUrl } from './http-message.ts';

type Id = number | string;
const productPage = staffPageSchema(staffProductSchema);
const nothing = z.pipe(
  z.unknown(),
  z.transform((): void => undefined),
);

function photoForm(file: Blob): FormData {
  const form = new FormData();
  form.append('photo', file);
  return form;
}

export type StaffProductQuery = { q?: string; categorie?: number; archive?: '1'; page_size?: number };

/** The catalogue as the staff edit it: products (archived too), photos, categories and brands, publication. */
export function staffCatalogueEndpoints({ request }: Http) {
  return {
    listStaffProducts: (query: StaffProductQuery) =>
      request({ path: 'staff/produits/', searchParams: { ...query }, schema: productPage, httpMessage }),
    nextStaffProducts: (next: string) => request({ path: pageUrl(next), schema: productPage, httpMessage }),
    createProduct: (payload: ProductWriteInput) =>
      request({ method: 'post', path: 'products/produits/', json: payload, schema: staffProductSchema, httpMessage }),
    updateProduct: (id: Id, patch: ProductPatchInput) =>
      request({ method: 'patch', path: `products/produits/${id}/`, json: patch, schema: staffProductSchema, httpMessage }),
    deleteProduct: (id: Id) => request({ method: 'delete', path: `products/produits/${id}/`, schema: nothing, httpMessage }),
    uploadProductPhoto: (id: Id, file: Blob) =>
      request({ method: 'post', path: `products/produits/${id}/photo/`, body: photoForm(file), schema: staffProductSchema, httpMessage }),
    catalogueRefs: () => request({ path: 'staff/catalogue/', schema: catalogueRefsSchema, httpMessage }),
    createCategory: (payload: CategoryWriteInput) =>
      request({ method: 'post', path: 'products/categories/', json: payload, schema: categorySchema, httpMessage }),
    renameCategory: (id: Id, nom: string) =>
      request({ method: 'patch', path: `products/categories/${id}/`, json: { nom }, schema: categorySchema, httpMessage }),
    deleteCategory: (id: Id) => request({ method: 'delete', path: `products/categories/${id}/`, schema: nothing, httpMessage }),
    uploadCategoryPhoto: (id: Id, file: Blob) =>
      request({ method: 'post', path: `products/categories/${id}/photo/`, body: photoForm(file), schema: categorySchema, httpMessage }),
    createBrand: (payload: BrandWriteInput) =>
      request({ method: 'post', path: 'products/marques/', json: payload, schema: brandSchema, httpMessage }),
    renameBrand: (id: Id, nom: string) =>
      request({ method: 'patch', path: `products/marques/${id}/`, json: { nom }, schema: brandSchema, httpMessage }),
    deleteBrand: (id: Id) => request({ method: 'delete', path: `products/marques/${id}/`, schema: nothing, httpMessage }),
    publication: () => request({ path: 'staff/publication/', schema: publicationSchema, httpMessage }),
    rollback: () => request({ method: 'post', path: 'staff/publication/retour/', schema: publicationSchema, httpMessage }),
  };
}
