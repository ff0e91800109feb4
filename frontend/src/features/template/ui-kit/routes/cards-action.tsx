// /cards/action: cards whose header actions work: collapse, refresh (a
// loading overlay, then a new figure and time) and close (with a way back).
import { Alert, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplatePage } from '../../components/example-card';
import { ActionCard, type CardAction } from '../components/action-card';

type CardId = 'collapse' | 'refresh' | 'close' | 'all' | 'sales' | 'tasks';

const CARDS: { id: CardId; actions: CardAction[] }[] = [
  { id: 'collapse', actions: ['collapse'] },
  { id: 'refresh', actions: ['refresh'] },
  { id: 'close', actions: ['close'] },
  { id: 'all', actions: ['collapse', 'refresh', 'close'] },
  { id: 'sales', actions: ['collapse', 'refresh'] },
  { id: 'tasks', actions: ['refresh', 'close'] },
];

/** A new random figure for a refreshed card. */
function randomFigure(): number {
  return Math.round(200 + Math.random() * 9800);
}

export function CardsActionPage() {
  const { t, i18n } = useTranslation('template-ui-kit');
  const [closed, setClosed] = useState<ReadonlySet<CardId>>(new Set());
  const [figures, setFigures] = useState<Record<CardId, { value: number; at: Date; refreshes: number }>>(() => {
    const now = new Date();
    return Object.fromEntries(CARDS.map((c) => [c.id, { value: randomFigure(), at: now, refreshes: 0 }])) as Record<
      CardId,
      { value: number; at: Date; refreshes: number }
    >;
  });
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const time = (d: Date) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(d);

  const refresh = (id: CardId) =>
    setFigures((f) => ({ ...f, [id]: { value: randomFigure(), at: new Date(), refreshes: f[id].refreshes + 1 } }));
  const close = (id: CardId) => setClosed((c) => new Set(c).add(id));

  const body = (id: CardId) => {
    const f = figures[id];
    const figure = (
      <Stack gap={4}>
        <Text fz={28} fw={700} data-testid={`figure-${id}`}>
          {number(f.value)}
        </Text>
        <Text size="xs" c="dimmed" data-testid={`updated-${id}`}>
          {t('cardsAction.updatedAt', { time: time(f.at) })}
          {f.refreshes > 0 ? ` · ${t('cardsAction.refreshes', { n: f.refreshes })}` : ''}
        </Text>
      </Stack>
    );
    switch (id) {
      case 'sales':
        return (
          <Stack gap="sm">
            {figure}
            <Progress value={(f.value / 10000) * 100} color="success" aria-label={t('cardsAction.cards.sales.title')} />
          </Stack>
        );
      case 'tasks':
        return (
          <Stack gap="sm">
            {figure}
            <Text size="sm" c="dimmed">
              {t('cardsAction.cards.tasks.text', { n: f.value % 40 })}
            </Text>
          </Stack>
        );
      default:
        return (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t(`cardsAction.cards.${id}.text`)}
            </Text>
            {figure}
          </Stack>
        );
    }
  };

  const visible = CARDS.filter((c) => !closed.has(c.id));
  return (
    <TemplatePage
      route="tplCardsAction"
      description={t('cardsAction.description')}
      actions={
        <Button
          leftSection={<IconRestore size={16} />}
          variant="light"
          disabled={closed.size === 0}
          onClick={() => setClosed(new Set())}
        >
          {t('cardsAction.restore', { n: closed.size })}
        </Button>
      }
    >
      {visible.length === 0 ? (
        <Alert color="info" title={t('cardsAction.allClosed')}>
          <Group justify="space-between">
            <Text size="sm">{t('cardsAction.allClosedText')}</Text>
          </Group>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" verticalSpacing="lg" style={{ alignItems: 'start' }}>
          {visible.map((card) => (
            <ActionCard
              key={card.id}
              title={t(`cardsAction.cards.${card.id}.title`)}
              actions={card.actions}
              onRefresh={() => refresh(card.id)}
              onClose={() => close(card.id)}
              testId={`card-${card.id}`}
            >
              {body(card.id)}
            </ActionCard>
          ))}
        </SimpleGrid>
      )}
    </TemplatePage>
  );
}
