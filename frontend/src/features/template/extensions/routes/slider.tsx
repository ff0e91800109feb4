// /extensions/slider: Mantine Slider and RangeSlider: basic with the value
// shown, marks and steps, a range, colours and sizes, custom labels,
// disabled, and a "vertical-looking" set of equaliser sliders. Right-to-left
// is handled by Mantine (the track runs the other way).
import { Badge, Group, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/slider.module.css';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const BANDS = ['60', '230', '910', '3.6k', '14k'] as const;

function Value({ children }: { children: ReactNode }) {
  return (
    <Badge variant="light" size="lg" className={classes.value}>
      {children}
    </Badge>
  );
}

export function SliderPage() {
  const { t, i18n } = useTranslation('template-extensions');
  const number = new Intl.NumberFormat(i18n.language);
  const currency = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const [volume, setVolume] = useState(40);
  const [step, setStep] = useState(50);
  const [price, setPrice] = useState<[number, number]>([200, 700]);
  const [risk, setRisk] = useState(3);
  const [bands, setBands] = useState<number[]>([4, 7, 5, 8, 3]);
  const riskLevels = ['veryLow', 'low', 'medium', 'high', 'critical'] as const;

  return (
    <TemplatePage route="tplSlider" description={t('slider.description')}>
      <ExampleGrid>
        <ExampleCard title={t('slider.basicTitle')} description={t('slider.basicHint')}>
          <Stack gap="lg">
            <Group justify="space-between">
              <Text size="sm">{t('slider.volume')}</Text>
              <Value>{number.format(volume)}%</Value>
            </Group>
            <Slider value={volume} onChange={setVolume} aria-label={t('slider.volume')} label={(value) => `${value}%`} />
            <Text size="sm" c="dimmed">
              {t('slider.defaultValue')}
            </Text>
            <Slider defaultValue={65} aria-label={t('slider.defaultValue')} />
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('slider.marksTitle')} description={t('slider.marksHint')}>
          <Stack gap={36} pb="md" px="xl">
            <Group justify="space-between">
              <Text size="sm">{t('slider.stepLabel')}</Text>
              <Value>{number.format(step)}</Value>
            </Group>
            <Slider
              value={step}
              onChange={setStep}
              step={25}
              aria-label={t('slider.stepLabel')}
              marks={[0, 25, 50, 75, 100].map((value) => ({ value, label: String(value) }))}
            />
            <Slider
              value={risk}
              onChange={setRisk}
              min={1}
              max={5}
              step={1}
              color="warning"
              restrictToMarks
              aria-label={t('slider.riskLabel')}
              label={(value) => t(`slider.risk.${riskLevels[value - 1] ?? 'medium'}`)}
              marks={riskLevels.map((level, index) => ({ value: index + 1, label: t(`slider.risk.${level}`) }))}
            />
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('slider.rangeTitle')} description={t('slider.rangeHint')}>
          <Stack gap="lg">
            <Group justify="space-between">
              <Text size="sm">{t('slider.priceRange')}</Text>
              <Value>
                {currency.format(price[0])} – {currency.format(price[1])}
              </Value>
            </Group>
            <RangeSlider
              value={price}
              onChange={setPrice}
              min={0}
              max={1000}
              step={10}
              minRange={50}
              label={(value) => currency.format(value)}
              color="success"
              thumbFromLabel={t('slider.from')}
              thumbToLabel={t('slider.to')}
            />
            <RangeSlider defaultValue={[20, 60]} color="info" size="lg" thumbFromLabel={t('slider.from')} thumbToLabel={t('slider.to')} />
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('slider.colorsTitle')} description={t('slider.colorsHint')}>
          <Stack gap="md">
            {COLORS.map((color, index) => (
              <Group key={color} wrap="nowrap" gap="md">
                <Text size="sm" w={80} className={classes.caption}>
                  {t(`slider.colors.${color}`)}
                </Text>
                <Slider
                  className={classes.grow}
                  color={color}
                  size={SIZES[index % SIZES.length]}
                  defaultValue={20 + index * 12}
                  aria-label={t(`slider.colors.${color}`)}
                />
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('slider.verticalTitle')} description={t('slider.verticalHint')}>
          <Stack gap="md">
            <Group justify="space-around" wrap="nowrap" align="flex-end" className={classes.equaliser} aria-hidden>
              {BANDS.map((band, index) => (
                <Stack key={band} align="center" gap={4}>
                  <Text size="xs" fw={600}>
                    {bands[index]}
                  </Text>
                  <div className={classes.column}>
                    <div className={classes.level} style={{ height: `${(bands[index] ?? 0) * 10}%` }} />
                  </div>
                </Stack>
              ))}
            </Group>
            {BANDS.map((band, index) => (
              <Group key={band} wrap="nowrap" gap="md">
                <Text size="xs" c="dimmed" w={64} className={classes.caption}>
                  <bdi>{band} Hz</bdi>
                </Text>
                <Slider
                  className={classes.grow}
                  min={0}
                  max={10}
                  size="sm"
                  color="info"
                  value={bands[index] ?? 0}
                  onChange={(value) => setBands((current) => current.map((old, i) => (i === index ? value : old)))}
                  aria-label={`${band} Hz`}
                />
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('slider.disabledTitle')} description={t('slider.disabledHint')}>
          <Stack gap="xl" pb="md">
            <Slider defaultValue={60} disabled aria-label={t('slider.disabledTitle')} />
            <RangeSlider defaultValue={[25, 75]} disabled thumbFromLabel={t('slider.from')} thumbToLabel={t('slider.to')} />
            <Slider
              defaultValue={30}
              labelAlwaysOn
              color="danger"
              aria-label={t('slider.alwaysOn')}
              marks={[{ value: 30, label: t('slider.alwaysOn') }]}
            />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
