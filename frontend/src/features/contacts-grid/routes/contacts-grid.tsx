// /tables/agGrid: the contacts grid (spec section 7: GET /api/aggrid/data).
import { Badge, Button, Card, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconSearch } from '@tabler/icons-react';
import type { GridApi } from 'ag-grid-community';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRows } from '@/components/ui/empty-rows';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useContacts, type Contact } from '../api/contacts';
import { ContactsGrid } from '../components/contacts-grid';
import { exportFileName } from '../lib/grid-setup';

export function ContactsGridRoute() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [quickFilter, setQuickFilter] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const grid = useRef<GridApi<Contact> | null>(null);

  return (
    <>
      <PageHeader route="contactsGrid" description={t('contactsGrid.description')} />
      <Card padding="md" radius="md" withBorder>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <TextInput
                type="search"
                aria-label={t('contactsGrid.quickFilter')}
                placeholder={t('contactsGrid.quickFilter')}
                leftSection={<IconSearch size={16} stroke={1.6} />}
                value={quickFilter}
                onChange={(event) => setQuickFilter(event.currentTarget.value)}
                w={{ base: '100%', sm: 280 }}
                data-testid="contacts-quick-filter"
              />
              {shown !== null ? (
                <Badge variant="light" color="primary" tt="none" data-testid="contacts-count">
                  {t('contactsGrid.rows', { count: shown })}
                </Badge>
              ) : null}
            </Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              disabled={!contacts.data}
              onClick={() => grid.current?.exportDataAsCsv({ fileName: exportFileName(new Date()) })}
              data-testid="contacts-export"
            >
              {t('contactsGrid.export')}
            </Button>
          </Group>
          {contacts.isPending ? (
            <Skeleton height={620} radius="md" />
          ) : contacts.error ? (
            <EmptyRows
              color="danger"
              icon={<IconAlertCircle size={28} stroke={1.6} />}
              title={t('contactsGrid.failed')}
              hint={errorMessage(contacts.error)}
              action={
                <Button variant="light" size="xs" loading={contacts.isFetching} onClick={() => void contacts.refetch()}>
                  {t('contactsGrid.retry')}
                </Button>
              }
            />
          ) : (
            <ContactsGrid
              rows={contacts.data}
              quickFilter={quickFilter}
              onReady={(api) => {
                grid.current = api;
              }}
              onShownRows={setShown}
            />
          )}
        </Stack>
      </Card>
    </>
  );
}
