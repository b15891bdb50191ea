import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { refs } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from './FormNotice.tsx';
import PublicationBar from './PublicationBar.tsx';
import RefList from './RefList.tsx';
import StaffOnly from './StaffOnly.tsx';

function CategoriesDesk() {
  const view = useStore(refs.$refs);
  const state = useStore(refs.$change);
  useEffect(() => {
    void refs.load();
  }, []);
  return (
    <>
      <PublicationBar />
      <FormNotice state={state} />
      {view.status === 'loading' && (
        <p className="muted" role="status">
          {gestionMessages.loading}
        </p>
      )}
      {view.status === 'error' && (
        <p className="notice error" role="alert">
          {view.error}
        </p>
      )}
      {view.status === 'ready' && (
        <div className="g-grid g-grid-2">
          <RefList kind="categorie" items={view.refs.categories} />
          <RefList kind="marque" items={view.refs.marques} />
        </div>
      )}
    </>
  );
}

/** /gestion/categories: categories (with their picture) and brands. */
export default function CategoriesScreen() {
  return (
    <StaffOnly>
      <CategoriesDesk />
    </StaffOnly>
  );
}
