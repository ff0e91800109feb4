// The contacts in an ag-Grid (community edition): sortable, filterable
// columns, a quick filter over every column, client-side paging and a CSV
// export. Themed with the app's colours in light and dark. This module
// pulls in ag-Grid, so it is only loaded with the /tables/agGrid route.
import { useComputedColorScheme } from '@mantine/core';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  CsvExportModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  QuickFilterModule,
  RowApiModule,
  TextFilterModule,
  colorSchemeDark,
  themeQuartz,
  type ColDef,
  type GridApi,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../api/contacts';
import { contactColumns, gridLocaleText } from '../lib/grid-setup';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  QuickFilterModule,
  CsvExportModule,
  LocaleModule,
  // getDisplayedRowCount (the count beside the quick filter).
  RowApiModule,
  // The numeric column's right-aligned cells (its cellClass).
  CellStyleModule,
]);

const base = themeQuartz.withParams({
  accentColor: '#7367F0',
  fontFamily: 'inherit',
  fontSize: 14,
  borderRadius: 6,
  wrapperBorderRadius: 8,
  headerFontWeight: 600,
});

const light = base;
const dark = base.withPart(colorSchemeDark).withParams({
  backgroundColor: '#2f3349',
  headerBackgroundColor: '#25293c',
  borderColor: '#434968',
  foregroundColor: '#d0d2d6',
});

type ContactsGridProps = {
  rows: Contact[];
  quickFilter: string;
  onReady: (api: GridApi<Contact>) => void;
  onShownRows: (count: number) => void;
};

export function ContactsGrid({ rows, quickFilter, onReady, onShownRows }: ContactsGridProps) {
  const { t, i18n } = useTranslation();
  const scheme = useComputedColorScheme('light');
  // Recomputed when the language changes: headers and grid texts follow it.
  const columns = useMemo(() => contactColumns(t) as ColDef<Contact>[], [t]);
  const localeText = useMemo(() => gridLocaleText(t), [t]);

  return (
    <div style={{ height: 620, width: '100%' }} data-testid="contacts-grid">
      <AgGridReact<Contact>
        key={i18n.language}
        theme={scheme === 'dark' ? dark : light}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ sortable: true, resizable: true, floatingFilter: false }}
        quickFilterText={quickFilter}
        pagination
        paginationPageSize={20}
        paginationPageSizeSelector={[10, 20, 50, 100]}
        localeText={localeText}
        enableRtl={document.documentElement.dir === 'rtl'}
        onGridReady={(event) => {
          onReady(event.api);
          onShownRows(event.api.getDisplayedRowCount());
        }}
        onModelUpdated={(event) => onShownRows(event.api.getDisplayedRowCount())}
      />
    </div>
  );
}
