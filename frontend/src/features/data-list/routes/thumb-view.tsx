// /data-list/thumb-view: the product catalogue as cards with pictures.
import { DataListScreen } from '../components/data-list-screen';

export function DataThumbViewRoute() {
  return <DataListScreen view="thumb" />;
}
