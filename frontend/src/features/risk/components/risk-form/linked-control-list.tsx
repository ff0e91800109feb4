// The linked existing controls, with what the net computation reads of them:
// intention, state and rating.
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LinkedControl } from '../../lib/risk-fields';
import { RatingBadge, StatusBadge } from '../badges';

type LinkedControlListProps = {
  controls: LinkedControl[];
  onRemove?: (id: string) => void;
};

export function LinkedControlList({ controls, onRemove }: LinkedControlListProps) {
  const { t } = useTranslation();
  if (controls.length === 0) return null;
  return (
    <Stack gap={6}>
      {controls.map((control) => (
        <Paper key={control.id} withBorder radius="md" px="md" py="xs" data-testid="linked-control">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" ff="monospace" c="dimmed">
                {control.reference}
              </Text>
              <Text size="sm" fw={500} truncate>
                {control.title}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <Badge variant="outline" color="gray" tt="none" visibleFrom="sm">
                {t(`risk.form.control.intentions.${control.intention}`)}
              </Badge>
              <StatusBadge status={control.state} />
              <RatingBadge rating={control.control_ratings} />
              {onRemove ? (
                <Tooltip label={t('risk.form.unlink')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('risk.form.unlinkNamed', { name: control.title })}
                    onClick={() => onRemove(control.id)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
