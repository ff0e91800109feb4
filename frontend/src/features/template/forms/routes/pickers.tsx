// /forms/elements/pickers: date, range, multiple dates, month, year, time,
// date-time and an inline calendar, localised by the current language
// (dayjs locales), with a choice of the first day of the week.
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DatePicker,
  DatePickerInput,
  DateTimePicker,
  DatesProvider,
  MonthPickerInput,
  TimeInput,
  TimePicker,
  YearPickerInput,
  type DatesRangeValue,
  type DayOfWeek,
} from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';

dayjs.extend(localizedFormat);

type Day = string | null;

export function PickersPage() {
  const { t, i18n } = useTranslation('template-forms');
  const locale = ['de', 'fr', 'pt'].includes(i18n.language.slice(0, 2)) ? i18n.language.slice(0, 2) : 'en';
  const [firstDay, setFirstDay] = useState<DayOfWeek>(locale === 'en' ? 0 : 1);
  const [date, setDate] = useState<Day>('2026-03-12');
  const [range, setRange] = useState<DatesRangeValue<string>>(['2026-03-02', '2026-03-13']);
  const [dates, setDates] = useState<string[]>(['2026-03-05', '2026-03-19']);
  const [month, setMonth] = useState<Day>('2026-06-01');
  const [year, setYear] = useState<Day>('2026-01-01');
  const [time, setTime] = useState('09:30');
  const [timePicker, setTimePicker] = useState('14:15:00');
  const [dateTime, setDateTime] = useState<Day>('2026-03-12 10:00:00');
  const [inline, setInline] = useState<Day>('2026-03-20');
  const format = (value: Day, pattern = 'LL') => (value ? dayjs(value).locale(locale).format(pattern) : '');
  const icon = <IconCalendar size={16} stroke={1.6} />;

  return (
    <TemplatePage
      route="tplPickers"
      description={t('pickers.intro')}
      actions={
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('pickers.firstDay')}
          </Text>
          <SegmentedControl
            size="xs"
            value={String(firstDay)}
            onChange={(value) => setFirstDay(Number(value) as DayOfWeek)}
            data={[
              { value: '1', label: t('pickers.monday') },
              { value: '0', label: t('pickers.sunday') },
              { value: '6', label: t('pickers.saturday') },
            ]}
          />
        </Group>
      }
    >
      <DatesProvider settings={{ locale, firstDayOfWeek: firstDay, weekendDays: [0, 6] }}>
        <ExampleGrid>
          <ExampleCard title={t('pickers.date')} description={t('pickers.dateHint')}>
            <DatePickerInput label={t('pickers.dueDate')} leftSection={icon} value={date} onChange={setDate} clearable valueFormat="LL" />
            <ValuePreview value={date ? `${date} · ${format(date, 'dddd, LL')}` : ''} testId="picker-date" />
          </ExampleCard>
          <ExampleCard title={t('pickers.range')} description={t('pickers.rangeHint')}>
            <DatePickerInput type="range" label={t('pickers.auditWindow')} leftSection={icon} value={range} onChange={setRange} valueFormat="ll" allowSingleDateInRange />
            <ValuePreview value={range[0] ? `${format(range[0])} → ${format(range[1])}` : ''} />
          </ExampleCard>
          <ExampleCard title={t('pickers.multiple')} description={t('pickers.multipleHint')}>
            <DatePickerInput type="multiple" label={t('pickers.meetings')} leftSection={icon} value={dates} onChange={setDates} valueFormat="ll" clearable />
            <ValuePreview value={dates.map((d) => format(d, 'll'))} />
          </ExampleCard>
          <ExampleCard title={t('pickers.monthYear')} description={t('pickers.monthYearHint')}>
            <Stack gap="md">
              <MonthPickerInput label={t('pickers.reportingMonth')} leftSection={icon} value={month} onChange={setMonth} valueFormat="MMMM YYYY" />
              <YearPickerInput label={t('pickers.fiscalYear')} leftSection={icon} value={year} onChange={setYear} />
            </Stack>
            <ValuePreview value={`${format(month, 'MMMM YYYY')} · ${format(year, 'YYYY')}`} />
          </ExampleCard>
          <ExampleCard title={t('pickers.time')} description={t('pickers.timeHint')}>
            <Stack gap="md">
              <TimeInput label={t('pickers.startTime')} leftSection={<IconClock size={16} stroke={1.6} />} value={time} onChange={(event) => setTime(event.currentTarget.value)} />
              <TimePicker label={t('pickers.reminder')} withSeconds withDropdown value={timePicker} onChange={setTimePicker} format={locale === 'en' ? '12h' : '24h'} />
            </Stack>
            <ValuePreview value={`${time} · ${timePicker}`} />
          </ExampleCard>
          <ExampleCard title={t('pickers.dateTime')} description={t('pickers.dateTimeHint')}>
            <DateTimePicker label={t('pickers.deadline')} leftSection={icon} value={dateTime} onChange={setDateTime} valueFormat="LLL" clearable />
            <ValuePreview value={format(dateTime, 'LLLL')} />
          </ExampleCard>
          <ExampleCard title={t('pickers.inline')} description={t('pickers.inlineHint')}>
            <Group justify="center">
              <DatePicker value={inline} onChange={setInline} defaultDate="2026-03-01" numberOfColumns={1} />
            </Group>
            <ValuePreview value={format(inline, 'dddd, LL')} testId="picker-inline" />
          </ExampleCard>
          <ExampleCard title={t('pickers.limits')} description={t('pickers.limitsHint')}>
            <Stack gap="md">
              <DatePickerInput
                label={t('pickers.workingDay')}
                leftSection={icon}
                placeholder={t('pickers.pick')}
                minDate="2026-03-01"
                maxDate="2026-04-30"
                defaultDate="2026-03-01"
                excludeDate={(value) => [0, 6].includes(dayjs(value).day())}
              />
              <DatePickerInput label={t('pickers.disabled')} leftSection={icon} value="2026-01-15" disabled valueFormat="LL" />
            </Stack>
          </ExampleCard>
        </ExampleGrid>
      </DatesProvider>
    </TemplatePage>
  );
}
