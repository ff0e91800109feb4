import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { Sidebar } from './sidebar';

const noop = () => undefined;

function groupLinks(name: string): string[] {
  const group = screen.getByRole('group', { name });
  return within(group)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Sidebar', () => {
  beforeEach(() => clearPermissions());

  it('shows admins the Incident and Settings groups, with translated labels', () => {
    savePermissions({
      'risk.read': true,
      'incident.read': true,
      'settings.manage': true,
      'audit.read': true,
    });
    renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={noop} onClose={noop} />, { route: '/risk/all' });

    expect(groupLinks('Risk')).toContain('Audit Trail');
    expect(groupLinks('Incident')).toEqual(['Dashboard', 'Categories', 'All Incidents', 'Actions', 'Activity']);
    expect(groupLinks('Settings')).toEqual(['User', 'Roles', 'Roles Matrix', 'Functions', 'Categories', 'Logs']);
    expect(screen.getByRole('link', { name: 'Risk Register' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows staff no Incident group, no Audit Trail and only Categories under Settings', () => {
    savePermissions({
      'risk.read': true,
      'risk.write': true,
      'incident.read': false,
      'settings.manage': false,
      'audit.read': false,
    });
    renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={noop} onClose={noop} />);

    expect(screen.queryByRole('group', { name: 'Incident' })).not.toBeInTheDocument();
    expect(groupLinks('Risk')).not.toContain('Audit Trail');
    expect(groupLinks('Settings')).toEqual(['Categories']);
  });

  it('shows no Apps group or item to an account without apps.use', () => {
    savePermissions({ 'risk.read': true, 'apps.use': false });
    renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={noop} onClose={noop} />);

    expect(screen.getByRole('group', { name: 'Risk' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Apps' })).not.toBeInTheDocument();
    for (const app of ['Email', 'Chat', 'Todo', 'Calendar', 'Shop']) {
      expect(screen.queryByRole('link', { name: app })).not.toBeInTheDocument();
    }
  });

  it('shows the Apps group with every demo app to an account with apps.use', () => {
    savePermissions({ 'risk.read': true, 'apps.use': true });
    renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={noop} onClose={noop} />);

    expect(groupLinks('Apps')).toEqual(expect.arrayContaining(['Email', 'Chat', 'Todo', 'Calendar', 'Shop']));
    expect(groupLinks('Apps')).toHaveLength(10);
  });
});
