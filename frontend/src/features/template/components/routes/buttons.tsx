// /components/buttons: variants, colours, sizes, icons, loading, disabled,
// groups, full width, icon buttons and a toggle button.
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowRight,
  IconBold,
  IconDownload,
  IconHeart,
  IconHeartFilled,
  IconItalic,
  IconPlus,
  IconSettings,
  IconStar,
  IconTrash,
  IconUnderline,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { SIZES, THEME_COLORS } from '../lib/demo';

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default', 'gradient'] as const;

export function ButtonsPage() {
  const { t } = useTranslation('template-components');
  const [loading, setLoading] = useState(false);
  const [saved, setSaved] = useState(0);
  const [liked, setLiked] = useState(false);
  const [format, setFormat] = useState<string[]>(['bold']);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const load = () => {
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setLoading(false);
      setSaved((n) => n + 1);
    }, 1500);
  };

  const toggleFormat = (value: string) =>
    setFormat((current) => (current.includes(value) ? current.filter((v) => v !== value) : [...current, value]));

  return (
    <TemplatePage route="tplButtons" description={t('buttons.description')}>
      <ExampleGrid>
        <ExampleCard title={t('buttons.variants.title')} description={t('buttons.variants.description')}>
          <Group gap="sm">
            {VARIANTS.map((variant) => (
              <Button
                key={variant}
                variant={variant}
                gradient={variant === 'gradient' ? { from: 'primary', to: 'info', deg: 135 } : undefined}
              >
                {t(`common.variants.${variant}`)}
              </Button>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('buttons.colors.title')} description={t('buttons.colors.description')}>
          <Stack gap="sm">
            {(['filled', 'light', 'outline'] as const).map((variant) => (
              <Group gap="xs" key={variant}>
                {THEME_COLORS.map((color) => (
                  <Button key={color} color={color} variant={variant} size="sm">
                    {colorLabel(t, color)}
                  </Button>
                ))}
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('buttons.sizes.title')} description={t('buttons.sizes.description')}>
          <Group gap="sm" align="center">
            {SIZES.map((size) => (
              <Button key={size} size={size}>
                {t(`common.sizes.${size}`)}
              </Button>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('buttons.icons.title')} description={t('buttons.icons.description')}>
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} />}>{t('buttons.icons.add')}</Button>
            <Button variant="light" color="success" leftSection={<IconDownload size={16} />}>
              {t('buttons.icons.download')}
            </Button>
            <Button variant="outline" color="danger" leftSection={<IconTrash size={16} />}>
              {t('buttons.icons.delete')}
            </Button>
            <Button variant="subtle" rightSection={<IconArrowRight size={16} />}>
              {t('buttons.icons.next')}
            </Button>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('buttons.loading.title')} description={t('buttons.loading.description')} testId="button-loading">
          <Group gap="sm">
            <Button loading={loading} onClick={load} loaderProps={{ type: 'dots' }}>
              {t('buttons.loading.save')}
            </Button>
            <Button variant="light" loading>
              {t('buttons.loading.save')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="sm" role="status">
            {loading ? t('buttons.loading.busy') : t('buttons.loading.count', { times: saved })}
          </Text>
        </ExampleCard>

        <ExampleCard title={t('buttons.disabled.title')} description={t('buttons.disabled.description')}>
          <Group gap="sm">
            {(['filled', 'light', 'outline', 'default'] as const).map((variant) => (
              <Button key={variant} variant={variant} disabled>
                {t(`common.variants.${variant}`)}
              </Button>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('buttons.groups.title')} description={t('buttons.groups.description')}>
          <Stack gap="md" align="flex-start">
            <Button.Group>
              <Button variant="default">{t('buttons.groups.left')}</Button>
              <Button variant="default">{t('buttons.groups.middle')}</Button>
              <Button variant="default">{t('buttons.groups.right')}</Button>
            </Button.Group>
            <Button.Group aria-label={t('buttons.groups.format')}>
              {(
                [
                  ['bold', IconBold],
                  ['italic', IconItalic],
                  ['underline', IconUnderline],
                ] as const
              ).map(([value, Icon]) => (
                <Button
                  key={value}
                  variant={format.includes(value) ? 'filled' : 'default'}
                  aria-pressed={format.includes(value)}
                  aria-label={t(`buttons.groups.${value}`)}
                  onClick={() => toggleFormat(value)}
                >
                  <Icon size={16} />
                </Button>
              ))}
            </Button.Group>
            <Button.Group orientation="vertical">
              <Button variant="light">{t('buttons.groups.top')}</Button>
              <Button variant="light">{t('buttons.groups.bottom')}</Button>
            </Button.Group>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('buttons.full.title')} description={t('buttons.full.description')}>
          <Stack gap="sm">
            <Button fullWidth>{t('buttons.full.primary')}</Button>
            <Button fullWidth variant="light" color="gray">
              {t('buttons.full.secondary')}
            </Button>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('buttons.iconOnly.title')} description={t('buttons.iconOnly.description')}>
          <Group gap="sm">
            {(['filled', 'light', 'outline', 'subtle', 'default'] as const).map((variant, i) => (
              <ActionIcon key={variant} variant={variant} size="lg" color={THEME_COLORS[i]} aria-label={t('buttons.iconOnly.settings')}>
                <IconSettings size={18} />
              </ActionIcon>
            ))}
            <ActionIcon variant="filled" radius="xl" size="xl" color="warning" aria-label={t('buttons.iconOnly.star')}>
              <IconStar size={20} />
            </ActionIcon>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('buttons.toggle.title')} description={t('buttons.toggle.description')} testId="button-toggle">
          <Group gap="sm">
            <Button
              variant={liked ? 'filled' : 'outline'}
              color="danger"
              aria-pressed={liked}
              leftSection={liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
              onClick={() => setLiked((v) => !v)}
            >
              {liked ? t('buttons.toggle.on') : t('buttons.toggle.off')}
            </Button>
          </Group>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
