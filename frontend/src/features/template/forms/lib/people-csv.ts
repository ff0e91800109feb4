// The CSV columns of the data table's export: labels as the screen shows
// them, the role and status translated, salary and date as plain values.
import type { CsvColumn } from '@/lib/csv';
import type { Person } from './sample-people';

export function peopleCsvColumns(t: (key: string) => string): CsvColumn<Person>[] {
  return [
    { label: t('tables.columns.name'), value: (p) => p.name },
    { label: t('tables.columns.email'), value: (p) => p.email },
    { label: t('tables.columns.role'), value: (p) => t(`tables.roles.${p.role}`) },
    { label: t('tables.columns.office'), value: (p) => p.office },
    { label: t('tables.columns.startDate'), value: (p) => p.startDate },
    { label: t('tables.columns.salary'), value: (p) => p.salary },
    { label: t('tables.columns.status'), value: (p) => t(`tables.statuses.${p.status}`) },
  ];
}
