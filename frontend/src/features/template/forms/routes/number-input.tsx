// /forms/elements/number-input: min/max/step, prefix and suffix, thousand
// separators, decimal scale, custom stepper buttons and validation.
import { ActionIcon, Group, NumberInput, Stack, type NumberInputHandlers } from '@mantine/core';
import { IconMinus, IconPercentage, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';

const SEPARATORS: Record<string, { thousand: string; decimal: string }> = {
  en: { thousand: ',', decimal: '.' },
  de: { thousand: '.', decimal: ',' },
  fr: { thousand: ' ', decimal: ',' },
  pt: { thousand: ' ', decimal: ',' },
};

export function NumberInputPage() {
  const { t, i18n } = useTranslation('template-forms');
  const separators = SEPARATORS[i18n.language.slice(0, 2)] ?? SEPARATORS.en!;
  const [quantity, setQuantity] = useState<string | number>(5);
  const [budget, setBudget] = useState<string | number>(1250000);
  const [rate, setRate] = useState<string | number>(3.75);
  const [score, setScore] = useState<string | number>(12);
  const [seats, setSeats] = useState<string | number>(3);
  const handlers = useRef<NumberInputHandlers>(null);
  const scoreError =
    score === '' ? t('common.required') : Number(score) < 1 || Number(score) > 25 ? t('numberInput.scoreError') : undefined;

  return (
    <TemplatePage route="tplNumberInput" description={t('numberInput.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('numberInput.basic')} description={t('numberInput.basicHint')}>
          <Stack gap="md">
            <NumberInput label={t('numberInput.quantity')} value={quantity} onChange={setQuantity} min={0} max={10} step={1} clampBehavior="strict" />
            <NumberInput label={t('numberInput.stepFive')} defaultValue={25} min={0} max={100} step={5} description={t('numberInput.stepFiveHint')} />
            <ValuePreview value={String(quantity)} testId="number-quantity" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('numberInput.format')} description={t('numberInput.formatHint')}>
          <Stack gap="md">
            <NumberInput
              label={t('numberInput.budget')}
              value={budget}
              onChange={setBudget}
              prefix="€ "
              thousandSeparator={separators.thousand}
              decimalSeparator={separators.decimal}
              decimalScale={2}
              min={0}
            />
            <NumberInput
              label={t('numberInput.rate')}
              value={rate}
              onChange={setRate}
              suffix=" %"
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator={separators.decimal}
              step={0.25}
              min={0}
              max={100}
              rightSection={<IconPercentage size={16} />}
            />
            <ValuePreview value={`${budget} · ${rate}`} />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('numberInput.stepper')} description={t('numberInput.stepperHint')}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <ActionIcon size={36} variant="light" onClick={() => handlers.current?.decrement()} aria-label={t('numberInput.less')}>
              <IconMinus size={16} />
            </ActionIcon>
            <NumberInput
              label={t('numberInput.seats')}
              handlersRef={handlers}
              value={seats}
              onChange={setSeats}
              min={1}
              max={20}
              hideControls
              w={110}
              styles={{ input: { textAlign: 'center' } }}
            />
            <ActionIcon size={36} variant="light" onClick={() => handlers.current?.increment()} aria-label={t('numberInput.more')}>
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
          <ValuePreview value={String(seats)} />
        </ExampleCard>
        <ExampleCard title={t('numberInput.validation')} description={t('numberInput.validationHint')}>
          <Stack gap="md">
            <NumberInput label={t('numberInput.score')} withAsterisk value={score} onChange={setScore} error={scoreError} allowDecimal={false} />
            <NumberInput label={t('numberInput.disabled')} value={42} disabled />
            <NumberInput label={t('numberInput.noNegative')} defaultValue={10} allowNegative={false} variant="filled" />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
