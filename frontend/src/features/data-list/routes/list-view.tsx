// /data-list/list-view: the product catalogue as a table.
import { DataListScreen } from '../components/data-list-screen';

export function DataListViewRoute() {
  return <DataListScreen view="list" />;
}
