import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { refs } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from '../FormNotice.tsx';
import ListingStatus from './ListingStatus.tsx';
import PublicationBar from './PublicationBar.tsx';
import RefList from './RefList.tsx';
import StaffOnly from './StaffOnly.tsx';

function CategoriesDesk() {
  const view = useStore(refs.$refs);
  const state = useStore(refs.change.$state);
  useEffect(() => {
    void refs.load();
  }, []);
  return (
    <>
      <PublicationBar />
      <FormNotice notice={state.notice} />
      <ListingStatus view={view} />
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
