// /components/tooltips: positions, colours, arrow, multiline, on a disabled
// button, open/close delays, and one that follows the mouse.
import { Box, Button, Group, Text, Tooltip, type FloatingPosition } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { THEME_COLORS } from '../lib/demo';

const POSITIONS: FloatingPosition[] = ['top', 'right', 'bottom', 'left'];

export function TooltipsPage() {
  const { t } = useTranslation('template-components');
  return (
    <TemplatePage route="tplTooltips" description={t('tooltips.description')}>
      <ExampleGrid>
        <ExampleCard title={t('tooltips.positions.title')} description={t('tooltips.positions.description')}>
          <Group gap="sm">
            {POSITIONS.map((position) => (
              <Tooltip key={position} label={t('tooltips.positions.label', { position: t(`common.positions.${position}`) })} position={position} withArrow>
                <Button variant="outline">{t(`common.positions.${position}`)}</Button>
              </Tooltip>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('tooltips.colors.title')} description={t('tooltips.colors.description')}>
          <Group gap="xs">
            {THEME_COLORS.map((color) => (
              <Tooltip key={color} label={t('tooltips.colors.label', { color: colorLabel(t, color) })} color={color} withArrow>
                <Button color={color} variant="light" size="sm">
                  {colorLabel(t, color)}
                </Button>
              </Tooltip>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('tooltips.arrow.title')} description={t('tooltips.arrow.description')}>
          <Group gap="sm">
            <Tooltip label={t('tooltips.arrow.label')} withArrow arrowSize={8}>
              <Button variant="light">{t('tooltips.arrow.with')}</Button>
            </Tooltip>
            <Tooltip label={t('tooltips.arrow.label')}>
              <Button variant="light" color="gray">
                {t('tooltips.arrow.without')}
              </Button>
            </Tooltip>
            <Tooltip label={t('tooltips.arrow.label')} withArrow arrowPosition="side" position="top-start" arrowOffset={12}>
              <Button variant="light" color="info">
                {t('tooltips.arrow.side')}
              </Button>
            </Tooltip>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('tooltips.multiline.title')} description={t('tooltips.multiline.description')}>
          <Tooltip label={t('tooltips.multiline.label')} multiline w={240} withArrow transitionProps={{ duration: 200 }}>
            <Button>{t('tooltips.multiline.button')}</Button>
          </Tooltip>
        </ExampleCard>

        <ExampleCard title={t('tooltips.disabled.title')} description={t('tooltips.disabled.description')}>
          <Tooltip label={t('tooltips.disabled.label')} withArrow>
            <Button data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
              {t('tooltips.disabled.button')}
            </Button>
          </Tooltip>
        </ExampleCard>

        <ExampleCard title={t('tooltips.delays.title')} description={t('tooltips.delays.description')}>
          <Group gap="sm">
            <Tooltip label={t('tooltips.delays.openLabel')} openDelay={500} withArrow>
              <Button variant="outline">{t('tooltips.delays.open')}</Button>
            </Tooltip>
            <Tooltip label={t('tooltips.delays.closeLabel')} closeDelay={800} withArrow>
              <Button variant="outline" color="success">
                {t('tooltips.delays.close')}
              </Button>
            </Tooltip>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('tooltips.floating.title')} description={t('tooltips.floating.description')}>
          <Tooltip.Floating label={t('tooltips.floating.label')} color="primary">
            <Box
              p="xl"
              ta="center"
              style={{
                border: '2px dashed var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                cursor: 'crosshair',
              }}
            >
              <Text size="sm" c="dimmed">
                {t('tooltips.floating.area')}
              </Text>
            </Box>
          </Tooltip.Floating>
        </ExampleCard>

        <ExampleCard title={t('tooltips.inline.title')} description={t('tooltips.inline.description')}>
          <Text size="sm">
            {t('tooltips.inline.before')}{' '}
            <Tooltip label={t('tooltips.inline.label')} withArrow inline>
              <Text span c="primary" td="underline" style={{ textDecorationStyle: 'dotted', cursor: 'help' }} tabIndex={0}>
                {t('tooltips.inline.term')}
              </Text>
            </Tooltip>{' '}
            {t('tooltips.inline.after')}
          </Text>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
