import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { markModuleAvailable, markModuleUnavailable, resetModuleStatus } from './module-status';
import { useModuleStatus } from './use-module-status';

afterEach(() => resetModuleStatus());

const error = (status: number, path = '/api/v1/risks') =>
  new ApiError({ status, code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', message: 'x', path });

describe('useModuleStatus', () => {
  it('is available while nothing says otherwise', () => {
    const { result } = renderHook(() => useModuleStatus('risk'));
    expect(result.current).toEqual({ unavailable: false, since: null });
  });

  it('is unavailable for a 503 error the page holds', () => {
    const { result } = renderHook(() => useModuleStatus('risk', error(503)));
    expect(result.current.unavailable).toBe(true);
  });

  it('is not unavailable for another error', () => {
    const { result } = renderHook(() => useModuleStatus('risk', error(500)));
    expect(result.current.unavailable).toBe(false);
  });

  it('follows the module store, for its own module only', () => {
    const { result } = renderHook(() => useModuleStatus('settings'));
    act(() => markModuleUnavailable('risk', 1000));
    expect(result.current.unavailable).toBe(false);
    act(() => markModuleUnavailable('settings', 2000));
    expect(result.current).toEqual({ unavailable: true, since: 2000 });
    act(() => markModuleAvailable('settings'));
    expect(result.current).toEqual({ unavailable: false, since: null });
  });
});
