// A card with header actions that work: collapse (the body folds away),
// refresh (a loading overlay for a moment, then new content) and close.
import { ActionIcon, Box, Card, Collapse, Divider, Group, LoadingOverlay, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CardAction = 'collapse' | 'refresh' | 'close';

/** How long the refresh overlay shows before the new content. */
export const REFRESH_MS = 700;

type ActionCardProps = {
  title: string;
  actions: readonly CardAction[];
  /** Called when a refresh completes (the card shows the new content its parent renders). */
  onRefresh?: () => void;
  onClose?: () => void;
  testId?: string;
  children: ReactNode;
};

export function ActionCard({ title, actions, onRefresh, onClose, testId, children }: ActionCardProps) {
  const { t } = useTranslation('template-ui-kit');
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const bodyId = useId();
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refresh = () => {
    if (loading) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      onRefresh?.();
      setLoading(false);
    }, REFRESH_MS);
  };

  return (
    <Card padding={0} component="section" aria-label={title} data-testid={testId} pos="relative">
      <Group justify="space-between" px="lg" py="md" wrap="nowrap">
        <Text fw={600} c="var(--rh-heading-color)">
          {title}
        </Text>
        <Group gap={4} wrap="nowrap">
          {actions.includes('collapse') ? (
            <Tooltip label={open ? t('cardsAction.collapse') : t('cardsAction.expand')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setOpen((v) => !v)}
                aria-expanded={open}
                aria-controls={bodyId}
                aria-label={open ? t('cardsAction.collapse') : t('cardsAction.expand')}
              >
                <IconChevronDown
                  size={18}
                  style={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 200ms ease' }}
                />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {actions.includes('refresh') ? (
            <Tooltip label={t('cardsAction.refresh')}>
              <ActionIcon variant="subtle" color="gray" onClick={refresh} aria-label={t('cardsAction.refresh')} disabled={loading}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {actions.includes('close') ? (
            <Tooltip label={t('cardsAction.close')}>
              <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('cardsAction.close')}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      <Collapse in={open} id={bodyId}>
        <Divider />
        <Box p="lg" pos="relative" aria-busy={loading} data-testid={testId ? `${testId}-body` : undefined}>
          <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          {children}
        </Box>
      </Collapse>
    </Card>
  );
}
