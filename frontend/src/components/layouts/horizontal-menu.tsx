// The horizontal layout's menu row: each role-filtered group (Risk, Incident,
// Settings, Apps, Template) as a dropdown menu; the group holding the current page and the
// page's item are drawn in the menu colour. Keyboard: Tab to a group, Enter or
// arrow down to open, arrows between items, Escape to close.
import { Menu, UnstyledButton } from '@mantine/core';
import { IconAlertOctagon, IconApps, IconChevronDown, IconSettings, IconShieldHalfFilled, IconTemplate, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeItemPath, type NavGroup } from '@/config/navigation';
import { useNavigationGroups } from './use-navigation-groups';
import classes from './horizontal-layout.module.css';

const GROUP_ICONS: Record<NavGroup['id'], Icon> = {
  risk: IconShieldHalfFilled,
  incident: IconAlertOctagon,
  settings: IconSettings,
  apps: IconApps,
  template: IconTemplate,
};

export function HorizontalMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useNavigationGroups();
  // The open group, remembered with the page it was opened on: navigating closes it.
  const [open, setOpen] = useState<{ id: NavGroup['id']; path: string } | null>(null);
  const active = activeItemPath(
    pathname,
    groups.flatMap((group) => group.items),
  );

  return (
    <nav className={classes.menu} aria-label={t('nav.label')}>
      <ul className={classes.menuList}>
        {groups.map((group) => {
          const GroupIcon = GROUP_ICONS[group.id];
          const groupActive = group.items.some((item) => item.path === active);
          return (
            <li key={group.id}>
              <Menu
                opened={open?.id === group.id && open.path === pathname}
                onChange={(opened) =>
                  setOpen((current) =>
                    opened ? { id: group.id, path: pathname } : current?.id === group.id ? null : current,
                  )
                }
                trigger="click-hover"
                openDelay={60}
                closeDelay={150}
                position="bottom-start"
                offset={10}
                width={240}
                loop
                classNames={{ dropdown: classes.dropdown, item: classes.dropdownItem }}
              >
                <Menu.Target>
                  <UnstyledButton className={classes.menuButton} data-active={groupActive || undefined}>
                    <GroupIcon size={20} stroke={1.6} aria-hidden />
                    <span>{t(group.labelKey)}</span>
                    <IconChevronDown className={classes.menuChevron} size={16} stroke={2} aria-hidden />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown aria-label={t(group.labelKey)}>
                  {group.items.map((item) => {
                    const isActive = item.path === active;
                    return (
                      <Menu.Item
                        key={item.id}
                        component={Link}
                        to={item.path}
                        leftSection={<item.icon size={19} stroke={1.6} aria-hidden />}
                        data-active={isActive || undefined}
                        aria-current={isActive ? 'page' : undefined}
                      >
                        {t(item.labelKey)}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
