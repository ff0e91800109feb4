// /ui-element/grid: Mantine Grid and SimpleGrid: equal columns, spans,
// offsets, auto columns, nesting and breakpoints, each cell showing its span.
import { Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { DemoBox } from '../components/demo-box';

export function GridPage() {
  const { t } = useTranslation('template-ui-kit');
  return (
    <TemplatePage route="tplGrid" description={t('grid.description')}>
      <Stack gap="lg">
        <ExampleGrid>
          <ExampleCard title={t('grid.equal.title')} description={t('grid.equal.description')}>
            <Stack gap="sm">
              {[2, 3, 4].map((n) => (
                <Grid key={n} gutter="sm">
                  {Array.from({ length: n }, (_, i) => (
                    <Grid.Col key={i} span={12 / n}>
                      <DemoBox>{`${12 / n}/12`}</DemoBox>
                    </Grid.Col>
                  ))}
                </Grid>
              ))}
            </Stack>
          </ExampleCard>
          <ExampleCard title={t('grid.spans.title')} description={t('grid.spans.description')}>
            <Stack gap="sm">
              {[
                [8, 4],
                [6, 3, 3],
                [3, 9],
                [2, 4, 6],
              ].map((row) => (
                <Grid key={row.join('-')} gutter="sm">
                  {row.map((span, i) => (
                    <Grid.Col key={i} span={span}>
                      <DemoBox color={span >= 6 ? 'primary' : 'info'}>{t('grid.span', { n: span })}</DemoBox>
                    </Grid.Col>
                  ))}
                </Grid>
              ))}
            </Stack>
          </ExampleCard>
          <ExampleCard title={t('grid.offsets.title')} description={t('grid.offsets.description')}>
            <Stack gap="sm">
              <Grid gutter="sm">
                <Grid.Col span={4}>
                  <DemoBox color="success">4</DemoBox>
                </Grid.Col>
                <Grid.Col span={4} offset={4}>
                  <DemoBox color="success">{t('grid.offset', { span: 4, offset: 4 })}</DemoBox>
                </Grid.Col>
              </Grid>
              <Grid gutter="sm">
                <Grid.Col span={3} offset={3}>
                  <DemoBox color="success">{t('grid.offset', { span: 3, offset: 3 })}</DemoBox>
                </Grid.Col>
                <Grid.Col span={3} offset={3}>
                  <DemoBox color="success">{t('grid.offset', { span: 3, offset: 3 })}</DemoBox>
                </Grid.Col>
              </Grid>
              <Grid gutter="sm">
                <Grid.Col span={6} offset={3}>
                  <DemoBox color="success">{t('grid.offset', { span: 6, offset: 3 })}</DemoBox>
                </Grid.Col>
              </Grid>
            </Stack>
          </ExampleCard>
          <ExampleCard title={t('grid.auto.title')} description={t('grid.auto.description')}>
            <Stack gap="sm">
              <Grid gutter="sm">
                <Grid.Col span="auto">
                  <DemoBox color="warning">{t('grid.autoLabel')}</DemoBox>
                </Grid.Col>
                <Grid.Col span={6}>
                  <DemoBox color="warning">6</DemoBox>
                </Grid.Col>
                <Grid.Col span="auto">
                  <DemoBox color="warning">{t('grid.autoLabel')}</DemoBox>
                </Grid.Col>
              </Grid>
              <Grid gutter="sm">
                <Grid.Col span="content">
                  <DemoBox color="warning">{t('grid.contentLabel')}</DemoBox>
                </Grid.Col>
                <Grid.Col span="auto">
                  <DemoBox color="warning">{t('grid.fillLabel')}</DemoBox>
                </Grid.Col>
              </Grid>
            </Stack>
          </ExampleCard>
          <ExampleCard title={t('grid.nested.title')} description={t('grid.nested.description')}>
            <Grid gutter="sm">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Stack
                  gap="sm"
                  p="sm"
                  style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Text size="xs" c="dimmed">
                    {t('grid.outer', { span: 8 })}
                  </Text>
                  <Grid gutter="sm">
                    <Grid.Col span={6}>
                      <DemoBox color="danger">{t('grid.inner', { span: 6 })}</DemoBox>
                    </Grid.Col>
                    <Grid.Col span={6}>
                      <DemoBox color="danger">{t('grid.inner', { span: 6 })}</DemoBox>
                    </Grid.Col>
                    <Grid.Col span={12}>
                      <DemoBox color="danger">{t('grid.inner', { span: 12 })}</DemoBox>
                    </Grid.Col>
                  </Grid>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <DemoBox h={150}>{t('grid.outer', { span: 4 })}</DemoBox>
              </Grid.Col>
            </Grid>
          </ExampleCard>
          <ExampleCard title={t('grid.responsive.title')} description={t('grid.responsive.description')}>
            <Grid gutter="sm">
              {Array.from({ length: 4 }, (_, i) => (
                <Grid.Col key={i} span={{ base: 12, sm: 6, lg: 3 }}>
                  <DemoBox color="info">{t('grid.breakpoints')}</DemoBox>
                </Grid.Col>
              ))}
            </Grid>
          </ExampleCard>
        </ExampleGrid>
        <ExampleCard title={t('grid.simple.title')} description={t('grid.simple.description')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 6 }} spacing="sm">
            {Array.from({ length: 12 }, (_, i) => (
              <DemoBox key={i} color={['primary', 'success', 'info', 'warning', 'danger', 'gray'][i % 6]}>
                {t('grid.item', { n: i + 1 })}
              </DemoBox>
            ))}
          </SimpleGrid>
        </ExampleCard>
      </Stack>
    </TemplatePage>
  );
}
