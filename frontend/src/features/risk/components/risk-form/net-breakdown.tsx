// How a net rating is reached from gross and the controls, step by step:
// used for the wizard's live preview and the risk page's explanation.
import { Blockquote, Box, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck, IconShieldHalf, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rating } from '../../api/types';
import { RatingBadge } from '../badges';

export type Breakdown = {
  gross: Rating;
  gross_likelihood: number;
  gross_impact: number;
  preventive: Rating | null;
  mitigating: Rating | null;
  likelihood_steps: number;
  impact_steps: number;
  computed_likelihood: number;
  computed_impact: number;
  net: Rating;
  net_likelihood: number;
  net_impact: number;
  overridden: boolean;
  justification?: string;
};

function Stage({ title, children, icon }: { title: ReactNode; children: ReactNode; icon: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" mb={8} wrap="nowrap">
        {icon}
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {title}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}

export function NetBreakdown({ value }: { value: Breakdown }) {
  const { t } = useTranslation();
  const ratingName = (rating: Rating) => t(`ratings.${rating.rating}`, { defaultValue: rating.rating });
  const group = (rating: Rating | null, steps: number, kind: 'preventive' | 'mitigating') =>
    rating
      ? t(`risk.net.${kind}`, { rating: ratingName(rating), score: rating.score, count: steps })
      : t(`risk.net.${kind}None`);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stage
          title={t('risk.net.gross')}
          icon={
            <ThemeIcon size={24} radius="xl" variant="light" color="danger">
              <IconTarget size={14} />
            </ThemeIcon>
          }
        >
          <RatingBadge rating={value.gross} />
          <Text size="xs" c="dimmed" mt={6}>
            {t('risk.net.position', { likelihood: value.gross_likelihood, impact: value.gross_impact })}
          </Text>
        </Stage>
        <Stage
          title={t('risk.net.controls')}
          icon={
            <ThemeIcon size={24} radius="xl" variant="light" color="info">
              <IconShieldHalf size={14} />
            </ThemeIcon>
          }
        >
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" w={84}>
                {t('risk.net.preventiveShort')}
              </Text>
              <RatingBadge rating={value.preventive} />
            </Group>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" w={84}>
                {t('risk.net.mitigatingShort')}
              </Text>
              <RatingBadge rating={value.mitigating} />
            </Group>
          </Stack>
        </Stage>
        <Stage
          title={value.overridden ? t('risk.net.netOverridden') : t('risk.net.net')}
          icon={
            <ThemeIcon size={24} radius="xl" variant="light" color="success">
              <IconShieldCheck size={14} />
            </ThemeIcon>
          }
        >
          <RatingBadge rating={value.net} />
          <Text size="xs" c="dimmed" mt={6}>
            {t('risk.net.position', { likelihood: value.net_likelihood, impact: value.net_impact })}
          </Text>
        </Stage>
      </SimpleGrid>
      <Box>
        <Text size="sm" fw={600} mb={6}>
          {t('risk.net.steps')}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            {t('risk.net.stepGross', {
              likelihood: value.gross_likelihood,
              impact: value.gross_impact,
              score: value.gross.score,
              rating: ratingName(value.gross),
            })}
          </List.Item>
          <List.Item>{group(value.preventive, value.likelihood_steps, 'preventive')}</List.Item>
          <List.Item>{group(value.mitigating, value.impact_steps, 'mitigating')}</List.Item>
          <List.Item>
            {t('risk.net.stepComputed', {
              likelihood: value.computed_likelihood,
              impact: value.computed_impact,
              score: value.computed_likelihood * value.computed_impact,
            })}
          </List.Item>
          {value.overridden ? (
            <List.Item>
              {t('risk.net.stepOverride', {
                likelihood: value.net_likelihood,
                impact: value.net_impact,
                score: value.net.score,
                rating: ratingName(value.net),
              })}
            </List.Item>
          ) : null}
        </List>
      </Box>
      {value.overridden && value.justification ? (
        <Blockquote color="warning" p="sm" radius="md" cite={t('risk.net.justification')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {value.justification}
          </Text>
        </Blockquote>
      ) : null}
    </Stack>
  );
}
