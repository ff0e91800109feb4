import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_MODULES,
  claimUnavailableToast,
  markModuleAvailable,
  markModuleUnavailable,
  MODULE_TOAST_INTERVAL_MS,
  moduleDownSince,
  moduleOfPath,
  resetModuleStatus,
  subscribeModuleStatus,
} from './module-status';

afterEach(() => resetModuleStatus());

describe('moduleOfPath', () => {
  it.each([
    ['/api/v1/risks', 'risk'],
    ['/api/v1/risks/r-1/approve', 'risk'],
    ['/api/v1/risk-categories?per_page=100', 'risk'],
    ['/api/v1/risk-method', 'risk'],
    ['/api/v1/controls/c-1', 'risk'],
    ['/api/v1/control-activities/a-1/complete', 'risk'],
    ['/api/v1/action-plans', 'risk'],
    ['/api/v1/attachments/f-1/content', 'risk'],
    ['/api/v1/reports/dashboard', 'risk'],
    ['/api/v1/users/options', 'risk'],
    ['/api/v1/incident-categories', 'incident'],
    ['/api/v1/users', 'settings'],
    ['/api/v1/users/u-1/deactivate', 'settings'],
    ['/api/v1/roles/editor/permissions', 'settings'],
    ['/api/v1/permissions', 'settings'],
    ['/api/v1/functions', 'settings'],
    ['/api/v1/audit-events/export.csv', 'audit'],
    ['/api/v1/messages', 'messages'],
    ['/api/app/mail/summary', 'messages'],
    ['/api/app/global/account/messages/read?id=1', 'messages'],
    ['/api/v1/avatars/u-1?v=2', 'account'],
    ['/api/app/user', 'account'],
    ['/api/app/user/avatar', 'account'],
    ['/api/auth/login', 'auth'],
  ])('%s belongs to %s', (path, module) => {
    expect(moduleOfPath(path)).toBe(module);
  });

  it('reads full URLs by their path', () => {
    expect(moduleOfPath('http://localhost:8080/api/v1/risks?page=2')).toBe('risk');
  });

  it('is null for other paths and for no path', () => {
    expect(moduleOfPath('/api/search/bookmarks/data')).toBeNull();
    expect(moduleOfPath('/healthz')).toBeNull();
    expect(moduleOfPath('')).toBeNull();
    expect(moduleOfPath(undefined)).toBeNull();
    expect(moduleOfPath(null)).toBeNull();
  });

  it('knows every module', () => {
    expect(APP_MODULES).toEqual(['risk', 'incident', 'settings', 'audit', 'account', 'messages', 'auth']);
  });
});

describe('down modules', () => {
  it('remembers since when a module is down, until it answers again', () => {
    expect(moduleDownSince('risk')).toBeNull();
    markModuleUnavailable('risk', 1000);
    markModuleUnavailable('risk', 5000);
    expect(moduleDownSince('risk')).toBe(1000);
    expect(moduleDownSince('settings')).toBeNull();
    markModuleAvailable('risk');
    expect(moduleDownSince('risk')).toBeNull();
  });

  it('tells subscribers only about changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeModuleStatus(listener);
    markModuleUnavailable('incident');
    markModuleUnavailable('incident');
    expect(listener).toHaveBeenCalledTimes(1);
    markModuleAvailable('incident');
    markModuleAvailable('incident');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    markModuleUnavailable('incident');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on reset', () => {
    markModuleUnavailable('audit');
    resetModuleStatus();
    expect(moduleDownSince('audit')).toBeNull();
  });
});

describe('claimUnavailableToast', () => {
  it('allows one toast per module per 30 s', () => {
    expect(claimUnavailableToast('risk', 0)).toBe(true);
    expect(claimUnavailableToast('risk', 1)).toBe(false);
    expect(claimUnavailableToast('risk', MODULE_TOAST_INTERVAL_MS - 1)).toBe(false);
    expect(claimUnavailableToast('risk', MODULE_TOAST_INTERVAL_MS)).toBe(true);
    expect(claimUnavailableToast('risk', MODULE_TOAST_INTERVAL_MS + 10)).toBe(false);
  });

  it('counts each module on its own', () => {
    expect(claimUnavailableToast('risk', 0)).toBe(true);
    expect(claimUnavailableToast('settings', 1)).toBe(true);
    expect(claimUnavailableToast('service', 2)).toBe(true);
    expect(claimUnavailableToast('settings', 3)).toBe(false);
  });
});
