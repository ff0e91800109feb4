// The users app's pure rules: its filters in the URL, the badge colours of
// the statuses and roles (spec section 4), and the edit form (spec section 5:
// a flat fields map keyed by the server's field names, a required list per
// tab, the 'Required' check).
import { defineListParams } from '@/lib/list-params';
import type { Tone } from '@/lib/look';
import { checkRequired, type ErrorsMap } from '@/lib/validation';
import type { AreaRights, DemoUser, DemoUsersQuery, PermissionArea } from '../api/users';

/** Spec section 4: roles, statuses, departments of the sample users. */
export const ROLES = ['admin', 'user', 'staff'] as const;
export const STATUSES = ['active', 'blocked', 'deactivated'] as const;
export const DEPARTMENTS = ['sales', 'development', 'management'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
export const LANGUAGES = ['English', 'Spanish', 'French', 'Russian', 'German', 'Arabic', 'Sanskrit', 'Portuguese'] as const;
export const PERMISSION_AREAS: readonly PermissionArea[] = ['users', 'posts', 'comments'];
export const RIGHTS: readonly (keyof AreaRights)[] = ['read', 'write', 'create', 'delete'];

/** The list's select filters. */
export const USER_FILTERS = ['role', 'status', 'department'] as const;

/** The list's filters and search, kept in the URL. */
export const demoUsersParams = defineListParams(['q', ...USER_FILTERS] as const);

/** The API query of the list's state (`perPage`, as the users list takes it). */
export function demoUsersQuery(state: ReturnType<typeof demoUsersParams.read>): DemoUsersQuery {
  const { per_page: perPage, ...rest } = demoUsersParams.toQuery(state);
  return { ...rest, perPage };
}

/**
 * Spec section 4: active is success and blocked danger (the badge map);
 * deactivated reads as the map's inactive (warning).
 */
export function userStatusTone(status: string): Tone {
  switch (status) {
    case 'active':
      return 'success';
    case 'blocked':
      return 'danger';
    case 'deactivated':
      return 'warning';
    default:
      return 'gray';
  }
}

/** A colour per role, for avatars and role labels. */
export function roleTone(role: string): 'primary' | 'info' | 'success' | 'gray' {
  return role === 'admin' ? 'primary' : role === 'staff' ? 'info' : role === 'user' ? 'success' : 'gray';
}

/** The `?id=` of the view and edit pages, or null when missing or not a positive whole number. */
export function idFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** The edit form's fields: the server's names, nested ones dotted. */
export type UserFormFields = {
  username: string;
  name: string;
  email: string;
  role: string;
  status: string;
  department: string;
  company: string;
  is_verified: boolean;
  dob: string;
  gender: string;
  country: string;
  mobile: string;
  website: string;
  languages_known: string[];
  contact_options: string[];
  'location.add_line_1': string;
  'location.add_line_2': string;
  'location.post_code': string;
  'location.city': string;
  'location.state': string;
  'location.country': string;
  'social_links.twitter': string;
  'social_links.facebook': string;
  'social_links.instagram': string;
  'social_links.github': string;
  'social_links.codepen': string;
  'social_links.slack': string;
};

export type UserFormField = keyof UserFormFields;

export const EDIT_TABS = ['account', 'information', 'social'] as const;
export type EditTab = (typeof EDIT_TABS)[number];

/** The required fields of each tab (the server requires the same). */
export const REQUIRED_BY_TAB: Record<EditTab, readonly UserFormField[]> = {
  account: ['username', 'name', 'email', 'role', 'status', 'department', 'company'],
  information: [
    'dob',
    'gender',
    'country',
    'mobile',
    'languages_known',
    'location.add_line_1',
    'location.city',
    'location.post_code',
    'location.country',
  ],
  social: [],
};

export const REQUIRED_FIELDS: readonly UserFormField[] = EDIT_TABS.flatMap((tab) => REQUIRED_BY_TAB[tab]);

/** The tab a field sits on (for showing the first tab with an error). */
export function tabOf(field: string): EditTab {
  if (field.startsWith('social_links.')) return 'social';
  return (REQUIRED_BY_TAB.account as readonly string[]).includes(field) ||
    field === 'is_verified' ||
    field === 'permissions'
    ? 'account'
    : 'information';
}

export function toForm(user: DemoUser): UserFormFields {
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    department: user.department,
    company: user.company,
    is_verified: user.is_verified,
    dob: user.dob,
    gender: user.gender,
    country: user.country,
    mobile: user.mobile,
    website: user.website,
    languages_known: [...user.languages_known],
    contact_options: [...user.contact_options],
    'location.add_line_1': user.location.add_line_1,
    'location.add_line_2': user.location.add_line_2,
    'location.post_code': user.location.post_code,
    'location.city': user.location.city,
    'location.state': user.location.state,
    'location.country': user.location.country,
    'social_links.twitter': user.social_links.twitter,
    'social_links.facebook': user.social_links.facebook,
    'social_links.instagram': user.social_links.instagram,
    'social_links.github': user.social_links.github,
    'social_links.codepen': user.social_links.codepen,
    'social_links.slack': user.social_links.slack,
  };
}

/** The user to save: the stored one with the form's fields and permissions. */
export function fromForm(user: DemoUser, f: UserFormFields, permissions: DemoUser['permissions']): DemoUser {
  return {
    ...user,
    username: f.username,
    name: f.name,
    email: f.email,
    role: f.role,
    status: f.status,
    department: f.department,
    company: f.company,
    is_verified: f.is_verified,
    dob: f.dob,
    gender: f.gender,
    country: f.country,
    mobile: f.mobile,
    website: f.website,
    languages_known: f.languages_known,
    contact_options: f.contact_options,
    location: {
      add_line_1: f['location.add_line_1'],
      add_line_2: f['location.add_line_2'],
      post_code: f['location.post_code'],
      city: f['location.city'],
      state: f['location.state'],
      country: f['location.country'],
    },
    social_links: {
      twitter: f['social_links.twitter'],
      facebook: f['social_links.facebook'],
      instagram: f['social_links.instagram'],
      github: f['social_links.github'],
      codepen: f['social_links.codepen'],
      slack: f['social_links.slack'],
    },
    permissions,
  };
}

/** Spec section 5 over the form: every required field that is missing (blank text counts). */
export function checkUserForm(f: UserFormFields): ErrorsMap<UserFormField> {
  const trimmed = Object.fromEntries(
    Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as UserFormFields;
  return checkRequired(trimmed, REQUIRED_FIELDS);
}

/** The first tab holding an error, or null. */
export function firstTabWithError(errors: Record<string, unknown>): EditTab | null {
  const tabs = Object.keys(errors)
    .filter((k) => errors[k] !== undefined)
    .map(tabOf);
  return EDIT_TABS.find((tab) => tabs.includes(tab)) ?? null;
}
