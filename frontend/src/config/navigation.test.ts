import { describe, expect, it } from 'vitest';
import { can, type PermissionMap } from '@/lib/permissions';
import { activeItemPath, filterNavigation, NAVIGATION } from './navigation';
import { ROUTES } from './routes';

const ALL = {
  'risk.read': true,
  'risk.write': true,
  'risk.approve': true,
  'incident.read': true,
  'incident.write': true,
  'settings.manage': true,
  'audit.read': true,
  'category.manage': true,
  'apps.use': true,
};
const ADMIN: PermissionMap = ALL;
const only = (...granted: string[]): PermissionMap =>
  Object.fromEntries(Object.keys(ALL).map((name) => [name, granted.includes(name)]));
const STAFF = only('risk.read', 'risk.write', 'apps.use');
const USER = only('risk.read', 'apps.use');
/** A self-registered account: no permission at all until an administrator gives it a role. */
const REGISTERED = only();

// The demo apps (issue 15): for those who hold apps.use (every seeded role, not `registered`).
const APPS = [
  '/dashboard/analytics',
  '/ecommerce-dashboard',
  '/email',
  '/chat',
  '/todo/all',
  '/calendar',
  '/data-list/list-view',
  '/tables/agGrid',
  '/app/user/list',
  '/ecommerce/shop',
];

// The template's pages (issue 16): one catalogue item, for every role.
const TEMPLATE = ['/template'];

function visible(map: PermissionMap) {
  return Object.fromEntries(
    filterNavigation(NAVIGATION, (check) => can(check, map)).map((group) => [
      group.id,
      group.items.map((item) => item.path),
    ]),
  );
}

describe('sidebar filter', () => {
  it('shows an admin every group and item of spec section 2', () => {
    expect(visible(ADMIN)).toEqual({
      risk: ['/', '/risk/risk/wizard', '/risk/all', '/risk/control', '/risk/action/plan', '/risk/activity', '/risk/report'],
      incident: ['/incident', '/incident/categories', '/incident/all', '/incident/actions', '/incident/activity'],
      settings: ['/settings/user', '/settings/role', '/settings/roles', '/department', '/risk/category', '/settings/logs'],
      apps: APPS,
      template: TEMPLATE,
    });
  });

  it('hides the Incident group, the Audit Trail and all Settings but Categories from staff', () => {
    expect(visible(STAFF)).toEqual({
      risk: ['/', '/risk/risk/wizard', '/risk/all', '/risk/control', '/risk/action/plan', '/risk/report'],
      settings: ['/risk/category'],
      apps: APPS,
      template: TEMPLATE,
    });
  });

  it('gives a plain user the staff menu without Create New Risk (no risk.write)', () => {
    expect(visible(USER)).toEqual({
      risk: ['/', '/risk/all', '/risk/control', '/risk/action/plan', '/risk/report'],
      settings: ['/risk/category'],
      apps: APPS,
      template: TEMPLATE,
    });
  });

  it('hides the Apps group from an account without apps.use', () => {
    expect(visible(REGISTERED)).toEqual({
      risk: ['/', '/risk/all', '/risk/control', '/risk/action/plan', '/risk/report'],
      settings: ['/risk/category'],
      template: TEMPLATE,
    });
    expect(visible(only('risk.read', 'risk.write', 'incident.read', 'settings.manage')).apps).toBeUndefined();
  });

  it('shows only unrestricted items when the map is empty', () => {
    expect(Object.keys(visible({}))).toEqual(['risk', 'settings', 'template']);
  });
});

describe('the demo apps in the route table', () => {
  it('guard every page of the Apps group with apps.use, as their API does', () => {
    const apps = Object.values(ROUTES).filter((route) => 'groupKey' in route && route.groupKey === 'nav.groups.apps');
    expect(apps.map((route) => route.path)).toEqual(expect.arrayContaining([...APPS, '/email/:folder', '/todo/:filter']));
    expect(apps.filter((route) => !('permission' in route) || route.permission !== 'apps.use')).toEqual([]);
  });
});

describe('active item', () => {
  const items = NAVIGATION.flatMap((group) => group.items);

  it('matches the dashboard only at "/"', () => {
    expect(activeItemPath('/', items)).toBe('/');
    expect(activeItemPath('/risk/all', items)).toBe('/risk/all');
  });

  it('prefers the longest matching path', () => {
    expect(activeItemPath('/incident', items)).toBe('/incident');
    expect(activeItemPath('/incident/all', items)).toBe('/incident/all');
    expect(activeItemPath('/risk/all/42', items)).toBe('/risk/all');
    expect(activeItemPath('/nowhere', items)).toBeUndefined();
  });
});
