import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { productEditor, productList, refs } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from '../FormNotice.tsx';
import ProductForm from './ProductForm.tsx';
import ProductList from './ProductList.tsx';
import PublicationBar from './PublicationBar.tsx';
import StaffOnly from './StaffOnly.tsx';

function CatalogueDesk() {
  const editing = useStore(productEditor.$editing);
  const removal = useStore(productEditor.remove.$state);
  useEffect(() => {
    void productList.load();
    void refs.load();
  }, []);
  return (
    <>
      <PublicationBar />
      {editing ? (
        <ProductForm key={editing.mode === 'edit' ? editing.product.id : 'nouveau'} />
      ) : (
        <>
          <FormNotice notice={removal.notice} />
          <ProductList />
        </>
      )}
    </>
  );
}

/** /gestion/catalogue: products (search, category, archived ones), their edit and photo; every save is published. */
export default function CatalogueScreen() {
  return (
    <StaffOnly>
      <CatalogueDesk />
    </StaffOnly>
  );
}
