// /components/badges: colours, variants, sizes, with an icon or a dot, in
// buttons and headings, and as notification counters on icons.
import { ActionIcon, Badge, Button, Group, Indicator, Stack, Title } from '@mantine/core';
import { IconBell, IconCheck, IconMail, IconShoppingCart, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { SIZES, THEME_COLORS } from '../lib/demo';

const VARIANTS = ['filled', 'light', 'outline', 'dot', 'gradient', 'default'] as const;

export function BadgesPage() {
  const { t } = useTranslation('template-components');
  const [unread, setUnread] = useState(4);

  return (
    <TemplatePage route="tplBadges" description={t('badges.description')}>
      <ExampleGrid>
        <ExampleCard title={t('badges.colors.title')} description={t('badges.colors.description')}>
          <Stack gap="sm">
            {(['filled', 'light'] as const).map((variant) => (
              <Group gap="xs" key={variant}>
                {THEME_COLORS.map((color) => (
                  <Badge key={color} color={color} variant={variant}>
                    {colorLabel(t, color)}
                  </Badge>
                ))}
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('badges.variants.title')} description={t('badges.variants.description')}>
          <Group gap="xs">
            {VARIANTS.map((variant) => (
              <Badge key={variant} variant={variant} gradient={{ from: 'primary', to: 'info', deg: 90 }}>
                {t(`common.variants.${variant}`)}
              </Badge>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('badges.sizes.title')} description={t('badges.sizes.description')}>
          <Group gap="xs" align="center">
            {SIZES.map((size) => (
              <Badge key={size} size={size} color="info">
                {t(`common.sizes.${size}`)}
              </Badge>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('badges.icons.title')} description={t('badges.icons.description')}>
          <Group gap="xs">
            <Badge color="success" leftSection={<IconCheck size={12} />}>
              {t('badges.icons.verified')}
            </Badge>
            <Badge color="warning" variant="light" leftSection={<IconStar size={12} />}>
              {t('badges.icons.featured')}
            </Badge>
            <Badge color="danger" variant="dot">
              {t('badges.icons.offline')}
            </Badge>
            <Badge color="success" variant="dot">
              {t('badges.icons.online')}
            </Badge>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('badges.inside.title')} description={t('badges.inside.description')}>
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {t('badges.inside.heading')}{' '}
              <Badge variant="light" size="lg" style={{ verticalAlign: 'middle' }}>
                {t('badges.inside.new')}
              </Badge>
            </Title>
            <Group gap="sm">
              <Button rightSection={<Badge color="white" c="primary" size="sm" circle>{unread}</Badge>}>{t('badges.inside.inbox')}</Button>
              <Button variant="light" color="success" rightSection={<Badge color="success" size="sm">{t('badges.inside.new')}</Badge>}>
                {t('badges.inside.updates')}
              </Button>
            </Group>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('badges.counters.title')} description={t('badges.counters.description')} testId="badge-counters">
          <Group gap="xl" align="center">
            <Indicator label={unread} size={18} color="danger" disabled={unread === 0} offset={4}>
              <ActionIcon variant="light" size="xl" aria-label={t('badges.counters.mail', { n: unread })}>
                <IconMail size={22} />
              </ActionIcon>
            </Indicator>
            <Indicator label="9+" size={18} color="primary" offset={4}>
              <ActionIcon variant="light" color="info" size="xl" aria-label={t('badges.counters.alerts')}>
                <IconBell size={22} />
              </ActionIcon>
            </Indicator>
            <Indicator color="success" processing offset={6}>
              <ActionIcon variant="light" color="success" size="xl" aria-label={t('badges.counters.cart')}>
                <IconShoppingCart size={22} />
              </ActionIcon>
            </Indicator>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setUnread((n) => n + 1)}>
                {t('badges.counters.add')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setUnread(0)}>
                {t('badges.counters.clear')}
              </Button>
            </Group>
          </Group>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
