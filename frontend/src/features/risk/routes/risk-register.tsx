// /risk/all: Risk Register. Lists GET /api/v1/risks page by page
// (reference, title, status); the full register comes in a later issue.
import { Alert, Badge, Card, Divider, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api-client';
import { useRisks } from '../api/risks';

const PER_PAGE_OPTIONS = [10, 20, 50, 100];

const STATUS_COLOR: Record<string, string> = {
  approved: 'success',
  complied: 'success',
  active: 'success',
  pending: 'warning',
  proposed: 'warning',
  rejected: 'danger',
  breached: 'danger',
  deleted: 'dark',
};

export function RiskRegisterRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const perPageParam = Number(search.get('per_page'));
  const perPage = PER_PAGE_OPTIONS.includes(perPageParam) ? perPageParam : 20;
  const risks = useRisks(page, perPage);
  const rows = risks.data?.data ?? [];
  const denied = isApiError(risks.error) && risks.error.status === 403;

  const go = (changes: { page?: number; per_page?: number }) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
      return next;
    });

  return (
    <>
      <PageHeader route="riskRegister" description={t('risk.register.subtitle')} />
      {denied ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" title={t('notifications.restricted')}>
          {t('risk.register.denied')}
        </Alert>
      ) : null}
      <Card padding={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                <Table.Th w={160}>{t('risk.register.columns.reference')}</Table.Th>
                <Table.Th>{t('risk.register.columns.title')}</Table.Th>
                <Table.Th w={160}>{t('risk.register.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {risks.isPending
                ? Array.from({ length: 4 }, (_, i) => (
                    <Table.Tr key={i}>
                      <Table.Td colSpan={3}>
                        <Skeleton height={22} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : null}
              {!risks.isPending && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Stack align="center" gap="xs" py={48}>
                      <ThemeIcon size={52} radius="xl" variant="light" color="primary">
                        <IconListDetails size={28} stroke={1.6} />
                      </ThemeIcon>
                      <Text fw={600}>{denied ? t('risk.register.unavailable') : t('risk.register.empty')}</Text>
                      <Text size="sm" c="dimmed">
                        {denied ? t('risk.register.deniedHint') : t('risk.register.emptyHint')}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {rows.map((risk) => (
                <Table.Tr key={risk.id} data-testid="risk-row">
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {risk.reference ?? risk.id.slice(0, 8)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {risk.title ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {risk.status ? (
                      <Badge color={STATUS_COLOR[risk.status] ?? 'gray'} variant="light" tt="none">
                        {t(`status.${risk.status}`, { defaultValue: risk.status })}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {(risks.data?.total ?? 0) > 0 ? (
          <>
            <Divider />
            <ListFooter
              page={page}
              perPage={perPage}
              total={risks.data?.total ?? 0}
              perPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(next) => go({ page: next })}
              onPerPageChange={(next) => go({ per_page: next, page: 1 })}
            />
          </>
        ) : null}
      </Card>
    </>
  );
}
