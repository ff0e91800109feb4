// Spec section 6: a user's per-area permissions (users, posts, comments) ×
// (read, write, create, delete), read-only on the profile, checkboxes in the
// edit form.
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import type { AreaRights, DemoUser, PermissionArea } from '../api/users';
import { PERMISSION_AREAS, RIGHTS } from '../lib/users';

type Props = {
  permissions: DemoUser['permissions'];
  /** Makes the boxes editable. */
  onChange?: (area: PermissionArea, right: keyof AreaRights, value: boolean) => void;
};

export function PermissionsTable({ permissions, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" data-testid="permissions-table">
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th>{t('usersApp.permissions.module')}</Table.Th>
            {RIGHTS.map((right) => (
              <Table.Th key={right} ta="center">
                {t(`usersApp.permissions.${right}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERMISSION_AREAS.map((area) => (
            <Table.Tr key={area}>
              <Table.Td fw={500}>{t(`usersApp.permissions.areas.${area}`)}</Table.Td>
              {RIGHTS.map((right) => {
                const label = t('usersApp.permissions.cell', {
                  area: t(`usersApp.permissions.areas.${area}`),
                  right: t(`usersApp.permissions.${right}`),
                });
                return (
                  <Table.Td key={right}>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={label}
                      checked={permissions[area][right]}
                      readOnly={!onChange}
                      onChange={(event) => onChange?.(area, right, event.currentTarget.checked)}
                      styles={onChange ? undefined : { input: { cursor: 'default' } }}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
