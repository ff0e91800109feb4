// The vertical sidebar: brand, role-filtered groups (spec section 2 and 6) and
// the collapse toggle. Collapsed, it shows icons only and expands on hover.
import { ActionIcon, CloseButton, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconCircle, IconCircleDot } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeItemPath } from '@/config/navigation';
import { LogoMark } from '@/components/ui/logo';
import { useNavigationGroups } from './use-navigation-groups';
import classes from './sidebar.module.css';

type SidebarProps = {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Closes the drawer on small screens (after a click on an item too). */
  onClose: () => void;
};

export function Sidebar({ collapsed, onToggleCollapsed, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useNavigationGroups();
  const [listScrolled, setListScrolled] = useState(false);
  const active = activeItemPath(
    pathname,
    groups.flatMap((group) => group.items),
  );

  return (
    <nav className={classes.sidebar} aria-label={t('nav.label')}>
      <div className={classes.brand} data-shadow={listScrolled || undefined}>
        <UnstyledButton
          component={Link}
          to="/"
          className={classes.brandLink}
          onClick={onClose}
          aria-label={t('shell.brandHome')}
        >
          <LogoMark size={34} aria-hidden />
          <span className={classes.brandName}>RiskHub</span>
        </UnstyledButton>
        <ActionIcon
          className={classes.collapseToggle}
          variant="subtle"
          color="gray"
          size="md"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          aria-pressed={!collapsed}
        >
          {collapsed ? <IconCircle size={18} stroke={2} /> : <IconCircleDot size={18} stroke={2} />}
        </ActionIcon>
        <CloseButton className={classes.closeButton} onClick={onClose} aria-label={t('nav.close')} />
      </div>
      <ScrollArea
        className={classes.scroll}
        scrollbarSize={6}
        type="hover"
        onScrollPositionChange={({ y }) => setListScrolled(y > 0)}
      >
        <div className={classes.groups}>
          {groups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`nav-group-${group.id}`} className={classes.group}>
              <Text component="div" id={`nav-group-${group.id}`} className={classes.groupLabel}>
                <span className={classes.groupLabelText}>{t(group.labelKey)}</span>
              </Text>
              <ul className={classes.list}>
                {group.items.map((item) => {
                  const isActive = item.path === active;
                  const label = t(item.labelKey);
                  return (
                    <li key={item.id}>
                      <Link
                        to={item.path}
                        className={classes.link}
                        data-active={isActive || undefined}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={onClose}
                      >
                        <item.icon className={classes.linkIcon} size={21} stroke={1.6} aria-hidden />
                        <span className={classes.linkLabel}>{label}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </ScrollArea>
    </nav>
  );
}
