import { describe, expect, it } from 'vitest';
import { REQUIRED } from '@/lib/validation';
import type { DemoUser } from '../api/users';
import {
  checkUserForm,
  demoUsersParams,
  demoUsersQuery,
  firstTabWithError,
  fromForm,
  idFromSearch,
  toForm,
  userStatusTone,
} from './users';

const user: DemoUser = {
  id: 3,
  username: 'gaye.hubert',
  avatar: '',
  email: 'gaye@example.com',
  name: 'Gaye Hubert',
  dob: '1990-02-03',
  created_at: '2026-03-04T10:20:00Z',
  gender: 'female',
  country: 'France',
  role: 'staff',
  status: 'active',
  is_verified: true,
  department: 'sales',
  company: 'Globex',
  mobile: '+33 1 23',
  website: '',
  languages_known: ['French'],
  contact_options: ['email'],
  location: { add_line_1: '1 rue', add_line_2: '', post_code: '69001', city: 'Lyon', state: '', country: 'France' },
  social_links: { twitter: '', facebook: '', instagram: '', github: '', codepen: '', slack: '' },
  permissions: {
    users: { read: true, write: false, create: false, delete: false },
    posts: { read: true, write: true, create: true, delete: true },
    comments: { read: true, write: false, create: true, delete: false },
  },
};

describe('users app rules', () => {
  it('colours the statuses as the spec does', () => {
    expect(userStatusTone('active')).toBe('success');
    expect(userStatusTone('blocked')).toBe('danger');
    expect(userStatusTone('deactivated')).toBe('warning');
    expect(userStatusTone('whatever')).toBe('gray');
  });

  it('reads the id of the view and edit pages', () => {
    expect(idFromSearch(new URLSearchParams('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc']) {
      expect(idFromSearch(new URLSearchParams(bad))).toBeNull();
    }
  });

  it('round-trips a user through the form', () => {
    expect(fromForm(user, toForm(user), user.permissions)).toEqual(user);
  });

  it('flags blank and empty required fields and points to their tab', () => {
    const form = { ...toForm(user), name: '  ', languages_known: [], 'location.city': '' };
    const errors = checkUserForm(form);
    expect(errors).toEqual({ name: REQUIRED, languages_known: REQUIRED, 'location.city': REQUIRED });
    expect(firstTabWithError(errors)).toBe('account');
    expect(firstTabWithError({ 'location.city': REQUIRED })).toBe('information');
    expect(firstTabWithError({ 'social_links.github': 'A URL' })).toBe('social');
    expect(checkUserForm(toForm(user))).toEqual({});
  });

  it('keeps the filters in the URL and sends them as the query', () => {
    const state = demoUsersParams.read(new URLSearchParams('role=admin&status=blocked&page=2'));
    expect(state).toMatchObject({ role: 'admin', status: 'blocked', department: '', q: '', page: 2 });
    expect(demoUsersQuery(state)).toEqual({ page: 2, perPage: 20, role: 'admin', status: 'blocked' });
  });
});
