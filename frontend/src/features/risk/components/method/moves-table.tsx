// The risks a method change re-rates: gross and net rating before and after.
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import type { RatingMove } from '../../api/types';

function Change({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const name = (rating: string) => (rating ? t(`ratings.${rating}`, { defaultValue: rating }) : '—');
  if (before === after) {
    return (
      <Text size="sm" c="dimmed">
        {name(after)}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" td="line-through" c="dimmed">
        {name(before)}
      </Text>
      <IconArrowRight size={14} aria-label={t('riskMethod.preview.becomes')} />
      <Text size="sm" fw={600}>
        {name(after)}
      </Text>
    </Group>
  );
}

export function MovesTable({ moves }: { moves: readonly RatingMove[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" horizontalSpacing="md" highlightOnHover data-testid="moves-table">
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th>{t('riskMethod.preview.risk')}</Table.Th>
            <Table.Th>{t('riskMethod.preview.gross')}</Table.Th>
            <Table.Th>{t('riskMethod.preview.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moves.map((move) => (
            <Table.Tr key={move.risk_id}>
              <Table.Td>
                <Anchor component={Link} to={`/risk/risk/${encodeURIComponent(move.risk_id)}`} size="sm" fw={600} ff="monospace">
                  {move.reference}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {move.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Change before={move.gross_before} after={move.gross_after} />
              </Table.Td>
              <Table.Td>
                <Change before={move.net_before} after={move.net_after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
