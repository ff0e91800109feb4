// /settings/roles: Roles Matrix (needs settings.manage). Rows are the
// permissions grouped by area, columns the roles; checkboxes toggle in place
// and a sticky bar saves (one PUT per changed role) or discards. Admin's
// column is always granted and locked. The table scrolls in its own box with
// its header row (the roles) kept in view; the scroll-to-top button floats
// above the save bar, never over "Save changes".
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle, IconLock, IconRestore } from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { useCan } from '@/lib/permissions';
import { usePermissionCatalogue, useRoles, useSaveMatrix } from '../api/roles';
import type { Permission } from '../api/types';
import { roleLabel, roleLook } from '../components/role-look';
import classes from '../components/matrix.module.css';
import {
  changeCount,
  changedRoles,
  createMatrix,
  isChanged,
  isGranted,
  isLocked,
  matrixReducer,
  savePayload,
} from '../lib/matrix';

const AREA_ORDER = ['risk', 'incident', 'settings', 'audit', 'reports'];

function groupByArea(permissions: readonly Permission[]): [string, Permission[]][] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) groups.set(permission.area, [...(groups.get(permission.area) ?? []), permission]);
  const rank = (area: string) => {
    const index = AREA_ORDER.indexOf(area);
    return index === -1 ? AREA_ORDER.length : index;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export function RolesMatrixRoute() {
  const { t } = useTranslation();
  const canManage = useCan('settings.manage');
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const save = useSaveMatrix();
  const [state, dispatch] = useReducer(matrixReducer, undefined, () => createMatrix([]));

  useEffect(() => {
    if (roles.data) dispatch({ type: 'load', roles: roles.data });
  }, [roles.data]);

  const areas = useMemo(() => groupByArea(catalogue.data ?? []), [catalogue.data]);
  const names = useMemo(() => (catalogue.data ?? []).map((permission) => permission.name), [catalogue.data]);
  const roleList = roles.data ?? [];
  const pending = changeCount(state);
  const dirtyRoles = changedRoles(state);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => pending > 0 && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const saveChanges = () => {
    const payload = savePayload(state, names);
    save.mutate(payload, {
      onSuccess: () =>
        notifications.show({
          color: 'success',
          message: t('settings.matrix.saved', { count: payload.length }),
        }),
    });
  };

  const permissionLabel = (permission: Permission) =>
    t(`permissions.${permission.name}`, { defaultValue: permission.description || permission.name });

  const loading = roles.isPending || catalogue.isPending;

  return (
    <>
      <PageHeader route="settingsRolesMatrix" description={t('settings.matrix.subtitle')} />
      <Card padding={0}>
        <Group justify="space-between" px="lg" py="md" gap="sm">
          <Group gap="xs">
            <ThemeIcon variant="light" color="info" radius="xl" size={28}>
              <IconInfoCircle size={16} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {t('settings.matrix.hint')}
            </Text>
          </Group>
          <Group gap="lg">
            <Group gap={6}>
              <Checkbox checked readOnly size="xs" aria-hidden tabIndex={-1} />
              <Text size="xs" c="dimmed">
                {t('settings.matrix.legendGranted')}
              </Text>
            </Group>
            <Group gap={6}>
              <span className={classes.changed} style={{ width: 14, height: 14, borderRadius: 4 }} />
              <Text size="xs" c="dimmed">
                {t('settings.matrix.legendChanged')}
              </Text>
            </Group>
          </Group>
        </Group>
        {loading ? (
          <Stack p="lg" gap="sm">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={26} />
            ))}
          </Stack>
        ) : (
          <div className={classes.scroller} data-testid="matrix-scroller">
            <Table
              className={classes.table}
              verticalSpacing="sm"
              horizontalSpacing="lg"
              withRowBorders
              stickyHeader
              stickyHeaderOffset={0}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={280}>{t('settings.matrix.permission')}</Table.Th>
                  {roleList.map((role) => {
                    const locked = isLocked(role.name);
                    const grantedCount = names.filter((name) => isGranted(state, role.name, name)).length;
                    const all = names.length > 0 && grantedCount === names.length;
                    const label = roleLabel(t, role.name);
                    return (
                      <Table.Th key={role.name} className={classes.roleHead}>
                        <Stack gap={4} align="center">
                          <Group gap={4} wrap="nowrap" justify="center">
                            <Text fw={600} size="sm" c={roleLook(role.name).color}>
                              {label}
                            </Text>
                            {locked ? (
                              <Tooltip label={t('settings.matrix.adminLocked')}>
                                <IconLock size={13} aria-label={t('settings.matrix.adminLocked')} />
                              </Tooltip>
                            ) : null}
                          </Group>
                          <Text size="xs" c="dimmed" fw={400}>
                            {t('settings.roles.userCount', { count: role.user_count })}
                          </Text>
                          <Checkbox
                            size="xs"
                            aria-label={t('settings.matrix.allFor', { role: label })}
                            checked={all}
                            indeterminate={!all && grantedCount > 0}
                            disabled={locked || !canManage}
                            onChange={() =>
                              dispatch({ type: 'set-column', role: role.name, permissions: names, value: !all })
                            }
                          />
                        </Stack>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {areas.map(([area, permissions]) => (
                  <AreaRows
                    key={area}
                    area={area}
                    permissions={permissions}
                    columns={roleList.length}
                    renderRow={(permission) => (
                      <Table.Tr key={permission.name}>
                        <Table.Td>
                          <Text size="sm" fw={500} c="var(--rh-heading-color)">
                            {permissionLabel(permission)}
                          </Text>
                          <Text size="xs" c="dimmed" ff="monospace">
                            {permission.name}
                          </Text>
                        </Table.Td>
                        {roleList.map((role) => {
                          const changed = isChanged(state, role.name, permission.name);
                          return (
                            <Table.Td
                              key={role.name}
                              className={`${classes.cell} ${changed ? classes.changed : ''}`}
                              data-changed={changed || undefined}
                            >
                              <Checkbox
                                aria-label={t('settings.matrix.cellLabel', {
                                  role: roleLabel(t, role.name),
                                  permission: permissionLabel(permission),
                                })}
                                checked={isGranted(state, role.name, permission.name)}
                                disabled={isLocked(role.name) || !canManage}
                                onChange={() =>
                                  dispatch({ type: 'toggle', role: role.name, permission: permission.name })
                                }
                              />
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    )}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Card>

      {pending > 0 ? (
        <StickyActionBar label={t('settings.matrix.unsavedRegion')}>
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={600} size="sm">
                {t('settings.matrix.unsaved', { count: pending })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('settings.matrix.unsavedRoles', { roles: dirtyRoles.map((role) => roleLabel(t, role)).join(', ') })}
              </Text>
            </div>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconRestore size={16} />}
                onClick={() => dispatch({ type: 'discard' })}
                disabled={save.isPending}
              >
                {t('settings.matrix.discard')}
              </Button>
              <Button leftSection={<IconDeviceFloppy size={16} />} onClick={saveChanges} loading={save.isPending}>
                {t('settings.matrix.save')}
              </Button>
            </Group>
          </Group>
        </StickyActionBar>
      ) : null}

      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('settings.matrix.leaveTitle')}
        centered
      >
        <Stack gap="lg">
          <Alert color="warning" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('settings.matrix.leaveBody', { count: pending })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('settings.matrix.stay')}
            </Button>
            <Button color="danger" onClick={() => blocker.proceed?.()}>
              {t('settings.matrix.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function AreaRows({
  area,
  permissions,
  columns,
  renderRow,
}: {
  area: string;
  permissions: Permission[];
  columns: number;
  renderRow: (permission: Permission) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Tr className={classes.areaRow}>
        <Table.Td colSpan={columns + 1}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 0.6 }} role="heading" aria-level={3}>
            {t(`settings.matrix.areas.${area}`, { defaultValue: area })}
          </Text>
        </Table.Td>
      </Table.Tr>
      {permissions.map(renderRow)}
    </>
  );
}
