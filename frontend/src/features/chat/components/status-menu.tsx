// The caller's own presence: their avatar with its dot, and a menu of the four values.
import { Group, Menu, Text, UnstyledButton, ColorSwatch } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Presence } from '../api/chat';
import { PRESENCES, presenceColor, presenceKey } from '../lib/chat';
import { ContactAvatar } from './contact-avatar';

type StatusMenuProps = {
  name: string;
  photo: string;
  status: Presence;
  onChange: (status: Presence) => void;
};

export function StatusMenu({ name, photo, status, onChange }: StatusMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('chat.myStatus', { status: t(presenceKey(status)) })}>
          <Group gap="sm" wrap="nowrap">
            <ContactAvatar name={name} photo={photo} status={status} size={42} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t(presenceKey(status))}
                </Text>
                <IconChevronDown size={12} />
              </Group>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('chat.setStatus')}</Menu.Label>
        {PRESENCES.map((p) => (
          <Menu.Item
            key={p}
            onClick={() => onChange(p)}
            leftSection={<ColorSwatch color={`var(--mantine-color-${presenceColor(p)}-filled)`} size={10} />}
            rightSection={p === status ? <IconCheck size={14} /> : null}
          >
            {t(presenceKey(p))}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
