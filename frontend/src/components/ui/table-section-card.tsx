// A card with a table of a record's items (an incident's actions, losses, ...):
// the title with the count, an add button for who may add, a line when there
// are none, else the table (labelled by the title) with `head` cells and the
// rows as children.
import { Button, Table, Text } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import surfaces from '@/components/ui/surfaces.module.css';

type TableSectionCardProps = {
  title: string;
  icon: Icon;
  /** The title gets the id `<id>-title`. */
  id: string;
  count: number;
  /** The add button; none when undefined. */
  add?: { label: string; onClick: () => void };
  /** The line when there are no items. */
  empty: string;
  minWidth: number;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
};

export function TableSectionCard({ title, icon, id, count, add, empty, minWidth, head, children }: TableSectionCardProps) {
  return (
    <SectionCard
      title={title}
      icon={icon}
      count={count}
      id={id}
      padded={count === 0}
      actions={
        add ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add.onClick}>
            {add.label}
          </Button>
        ) : null
      }
    >
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="xs" horizontalSpacing="md" aria-label={title}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
