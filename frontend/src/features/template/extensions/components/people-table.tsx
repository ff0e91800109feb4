// The sample people as a table (export examples), with optional row
// selection checkboxes in the first column.
import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportColumn } from '../lib/export-table';
import { STATUS_COLOR, type Person } from './sample-data';

type Selection = {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
};

export function PeopleTable({
  people,
  columns,
  selection,
}: {
  people: readonly Person[];
  columns: readonly ExportColumn<Person>[];
  selection?: Selection;
}) {
  const { t, i18n } = useTranslation('template-extensions');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const allSelected = selection ? people.length > 0 && people.every((person) => selection.selected.has(person.id)) : false;
  const someSelected = selection ? people.some((person) => selection.selected.has(person.id)) : false;

  const cell = (person: Person, column: ExportColumn<Person>) => {
    switch (column.key) {
      case 'status':
        return (
          <Badge variant="light" color={STATUS_COLOR[person.status]}>
            {column.value(person)}
          </Badge>
        );
      case 'salary':
        return money.format(person.salary);
      case 'startDate':
        return date.format(new Date(`${person.startDate}T00:00:00Z`));
      case 'name':
        return (
          <Text size="sm" fw={500}>
            {person.name}
          </Text>
        );
      default:
        return column.value(person);
    }
  };

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('exportSelected.selectAll')}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={selection.onToggleAll}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id} bg={selection?.selected.has(person.id) ? 'var(--mantine-color-primary-light)' : undefined}>
              {selection ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('exportSelected.selectRow', { name: person.name })}
                    checked={selection.selected.has(person.id)}
                    onChange={() => selection.onToggle(person.id)}
                  />
                </Table.Td>
              ) : null}
              {columns.map((column) => (
                <Table.Td key={column.key}>{cell(person, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
