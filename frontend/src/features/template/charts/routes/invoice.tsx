// /pages/invoice: an invoice (company, client, items, subtotal, discount, tax,
// total, notes) with Print, Download (CSV) and Send (a mail to the client);
// the tax rate can be changed and the totals follow. A print sheet prints the
// invoice alone on A4, without the shell and the buttons.
import { Box, Button, Card, Divider, Grid, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '@/lib/csv';
import { formatDate, formatNumber } from '@/lib/format';
import { TemplatePage } from '../../components/example-card';
import '../components/invoice-print.css';
import { INVOICE, INVOICE_ITEMS, TAX_RATES, invoiceTotals, lineTotal, type InvoiceItem } from '../lib/invoice';

const DISCOUNT = 5;

function Logo() {
  return (
    <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden>
      <path d="M16 2 4 7v8c0 7.4 5.1 13.7 12 15 6.9-1.3 12-7.6 12-15V7z" fill="var(--mantine-color-primary-6)" />
      <path d="m10 17 4 4 8-9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function InvoicePage() {
  const { t, i18n } = useTranslation('template-charts');
  const language = i18n.resolvedLanguage ?? 'en';
  const [taxRate, setTaxRate] = useState<number>(19);
  const totals = invoiceTotals(INVOICE_ITEMS, taxRate, DISCOUNT);
  const money = (value: number) => formatNumber(value, language, { style: 'currency', currency: INVOICE.currency });
  const num = (value: number) => formatNumber(value, language);

  const download = () =>
    downloadCsv<InvoiceItem>(
      `${INVOICE.number}.csv`,
      [
        { label: t('invoice.table.item'), value: (item) => t(`invoice.items.${item.id}.name`) },
        { label: t('invoice.table.cost'), value: (item) => item.unitPrice },
        { label: t('invoice.table.qty'), value: (item) => item.quantity },
        { label: t('invoice.table.price'), value: (item) => lineTotal(item) },
      ],
      INVOICE_ITEMS,
    );

  const mail = `mailto:${INVOICE.clientEmail}?subject=${encodeURIComponent(t('invoice.mailSubject', { number: INVOICE.number }))}&body=${encodeURIComponent(
    t('invoice.mailBody', { number: INVOICE.number, total: money(totals.total), due: formatDate(INVOICE.due, language) }),
  )}`;

  const totalRow = (label: string, value: string, strong = false, testId?: string) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );

  return (
    <TemplatePage route="tplInvoice" description={t('invoice.description')}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Card p={0} data-invoice data-testid="invoice">
            <Group justify="space-between" align="flex-start" p="xl" gap="xl" style={{ background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))' }}>
              <Stack gap={4}>
                <Group gap="xs">
                  <Logo />
                  <Title order={3}>RiskHub</Title>
                </Group>
                <Text size="sm" c="dimmed">RiskHub GmbH</Text>
                <Text size="sm" c="dimmed">Friedrichstraße 68, 10117 Berlin</Text>
                <Text size="sm" c="dimmed" dir="ltr">
                  +49 30 1234 5678 · billing@riskhub.example
                </Text>
              </Stack>
              <Stack gap={4}>
                <Title order={4}>{t('invoice.number', { number: INVOICE.number })}</Title>
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('invoice.issued')}:
                  </Text>{' '}
                  {formatDate(INVOICE.issued, language)}
                </Text>
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('invoice.due')}:
                  </Text>{' '}
                  {formatDate(INVOICE.due, language)}
                </Text>
              </Stack>
            </Group>
            <Divider />
            <Group justify="space-between" align="flex-start" p="xl" gap="xl">
              <Stack gap={2}>
                <Text fw={600} mb={4}>
                  {t('invoice.to')}
                </Text>
                <Text size="sm">Northwind Logistics SA</Text>
                <Text size="sm" c="dimmed">{t('invoice.clientContact')}</Text>
                <Text size="sm" c="dimmed">Avenida da Liberdade 110, 1250-146 Lisboa</Text>
                <Text size="sm" c="dimmed">
                  {INVOICE.clientEmail}
                </Text>
              </Stack>
              <Stack gap={2}>
                <Text fw={600} mb={4}>
                  {t('invoice.billTo')}
                </Text>
                {[
                  [t('invoice.totalDue'), money(totals.total)],
                  [t('invoice.bank'), 'Commerzbank Berlin'],
                  ['IBAN', INVOICE.iban],
                  ['SWIFT', INVOICE.swift],
                ].map(([label, value]) => (
                  <Group key={label} gap="md" wrap="nowrap">
                    <Text size="sm" c="dimmed" w={110}>
                      {label}:
                    </Text>
                    <Text size="sm">{value}</Text>
                  </Group>
                ))}
              </Stack>
            </Group>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" horizontalSpacing="xl" style={{ borderTop: '1px solid var(--rh-border-color)', borderBottom: '1px solid var(--rh-border-color)' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoice.table.item')}</Table.Th>
                    <Table.Th ta="end">{t('invoice.table.cost')}</Table.Th>
                    <Table.Th ta="end">{t('invoice.table.qty')}</Table.Th>
                    <Table.Th ta="end">{t('invoice.table.price')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {INVOICE_ITEMS.map((item) => (
                    <Table.Tr key={item.id} data-testid="invoice-item">
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {t(`invoice.items.${item.id}.name`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`invoice.items.${item.id}.detail`)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end">{money(item.unitPrice)}</Table.Td>
                      <Table.Td ta="end">{num(item.quantity)}</Table.Td>
                      <Table.Td ta="end" fw={600}>
                        {money(lineTotal(item))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between" align="flex-start" p="xl" gap="xl">
              <Stack gap={2}>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('invoice.salesperson')}:
                  </Text>{' '}
                  Alex Morgan
                </Text>
                <Text size="sm" c="dimmed">
                  {t('invoice.thanks')}
                </Text>
              </Stack>
              <Stack gap={6} miw={240}>
                {totalRow(t('invoice.subtotal'), money(totals.subtotal), false, 'invoice-subtotal')}
                {totalRow(t('invoice.discount', { rate: num(DISCOUNT) }), `−${money(totals.discount)}`, false, 'invoice-discount')}
                {totalRow(t('invoice.tax', { rate: num(taxRate) }), money(totals.tax), false, 'invoice-tax')}
                <Divider />
                {totalRow(t('invoice.total'), money(totals.total), true, 'invoice-total')}
              </Stack>
            </Group>
            <Divider />
            <Box p="xl">
              <Text size="sm">
                <Text span fw={600}>
                  {t('invoice.noteLabel')}:
                </Text>{' '}
                <Text span c="dimmed">
                  {t('invoice.note')}
                </Text>
              </Text>
            </Box>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }} data-no-print>
          <Stack gap="lg">
            <Card p="lg">
              <Stack gap="sm">
                <Button component="a" href={mail} leftSection={<IconSend size={16} />} fullWidth>
                  {t('invoice.actions.send')}
                </Button>
                <Button variant="light" color="gray" leftSection={<IconDownload size={16} />} onClick={download} fullWidth>
                  {t('invoice.actions.download')}
                </Button>
                <Button variant="light" color="gray" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} fullWidth>
                  {t('invoice.actions.print')}
                </Button>
              </Stack>
            </Card>
            <Card p="lg">
              <Text fw={600} size="sm" mb="xs" id="invoice-tax-label">
                {t('invoice.taxRate')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="invoice-tax-label"
                value={String(taxRate)}
                onChange={(value) => setTaxRate(Number(value))}
                data={TAX_RATES.map((rate) => ({ value: String(rate), label: `${num(rate)} %` }))}
              />
              <Text size="xs" c="dimmed" mt="sm">
                {t('invoice.taxHint')}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </TemplatePage>
  );
}
