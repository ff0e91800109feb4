// /forms/elements/input-mask: react-imask masks for a phone number, a
// credit card (with its network), a date, a time, a number with thousands,
// an IBAN, a postal code and a custom pattern; each shows its raw value.
import { Badge, Group, Stack } from '@mantine/core';
import { IconCalendar, IconClock, IconCreditCard, IconHash, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMask } from 'react-imask';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { MaskedField } from '../components/masked-field';
import { cardMask, cardType } from '../lib/card-type';

const PHONE = { mask: '+{00} (000) 000-0000' };
const DATE = {
  mask: 'DD/MM/YYYY',
  blocks: {
    DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 },
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
    YYYY: { mask: IMask.MaskedRange, from: 1900, to: 2099 },
  },
};
const TIME = {
  mask: 'HH:mm',
  blocks: {
    HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
    mm: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
};
const IBAN = { mask: 'aa00 **** **** **** **** **** ****', prepareChar: (char: string) => char.toUpperCase() };
const POSTAL = { mask: '0000-000' };
const TICKET = { mask: 'RH-aa-0000', lazy: false, prepareChar: (char: string) => char.toUpperCase() };

export function InputMaskPage() {
  const { t, i18n } = useTranslation('template-forms');
  const [card, setCard] = useState('');
  const type = cardType(card);
  const thousands = i18n.language.startsWith('en') ? ',' : i18n.language.startsWith('de') ? '.' : ' ';
  const radix = i18n.language.startsWith('en') ? '.' : ',';

  return (
    <TemplatePage route="tplInputMask" description={t('inputMask.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('inputMask.phone')} description={t('inputMask.phoneHint')}>
          <MaskedField mask={PHONE} label={t('inputMask.phoneLabel')} placeholder="+49 (030) 123-4567" leftSection={<IconPhone size={16} />} unmaskedLabel={t('inputMask.unmasked')} testId="mask-phone" />
        </ExampleCard>
        <ExampleCard title={t('inputMask.card')} description={t('inputMask.cardHint')}>
          <MaskedField
            mask={{ mask: cardMask(type) }}
            label={t('inputMask.cardLabel')}
            placeholder="4111 1111 1111 1111"
            leftSection={<IconCreditCard size={16} />}
            rightSectionWidth={110}
            rightSection={
              <Badge variant="light" color={type === 'unknown' ? 'gray' : 'primary'} data-testid="card-type">
                {t(`inputMask.cardTypes.${type}`)}
              </Badge>
            }
            unmaskedLabel={t('inputMask.unmasked')}
            testId="mask-card"
            onUnmasked={setCard}
          />
        </ExampleCard>
        <ExampleCard title={t('inputMask.dateTime')} description={t('inputMask.dateTimeHint')}>
          <Stack gap="md">
            <MaskedField mask={DATE} label={t('inputMask.dateLabel')} placeholder="31/12/2026" leftSection={<IconCalendar size={16} />} unmaskedLabel={t('inputMask.unmasked')} testId="mask-date" />
            <MaskedField mask={TIME} label={t('inputMask.timeLabel')} placeholder="23:59" leftSection={<IconClock size={16} />} unmaskedLabel={t('inputMask.unmasked')} testId="mask-time" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('inputMask.numeral')} description={t('inputMask.numeralHint')}>
          <MaskedField
            key={i18n.language}
            mask={{ mask: Number, scale: 2, thousandsSeparator: thousands, radix, mapToRadix: ['.', ','], min: 0, max: 999_999_999 }}
            label={t('inputMask.amountLabel')}
            placeholder={`1${thousands}250${thousands}000`}
            leftSection="€"
            unmaskedLabel={t('inputMask.unmasked')}
            testId="mask-number"
          />
        </ExampleCard>
        <ExampleCard title={t('inputMask.iban')} description={t('inputMask.ibanHint')}>
          <Stack gap="md">
            <MaskedField mask={IBAN} label="IBAN" placeholder="DE89 3704 0044 0532 0130 00" unmaskedLabel={t('inputMask.unmasked')} testId="mask-iban" />
            <MaskedField mask={POSTAL} label={t('inputMask.postalLabel')} placeholder="1000-001" unmaskedLabel={t('inputMask.unmasked')} testId="mask-postal" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('inputMask.custom')} description={t('inputMask.customHint')}>
          <Group grow align="flex-start">
            <MaskedField mask={TICKET} label={t('inputMask.ticketLabel')} leftSection={<IconHash size={16} />} unmaskedLabel={t('inputMask.unmasked')} testId="mask-ticket" />
          </Group>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
