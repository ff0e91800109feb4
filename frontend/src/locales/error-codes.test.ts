// Every reason the services and the gateway send (`error.code` in the JSON
// body) has an `errors.<CODE>` text in every language, so no user ever sees a
// server's English message in place of their own language.
//
// The list is the reasons in the Rust code; refresh it when a service gains one:
//   grep -rhoE '"[A-Z][A-Z_]{3,}"' services gateway/src | sort -u
// and keep the error reasons (not the environment variables, HTTP methods and
// Redis commands the same grep finds).
import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import fr from './fr';
import pt from './pt';
import type { Tree } from './merge';

/** The reasons the backend sends, A to Z. */
const SERVER_ERROR_CODES = [
  'ACCOUNT_INACTIVE',
  'ACTION_NOT_FOUND',
  'ACTION_PLAN_NOT_FOUND',
  'ACTIVITY_NOT_FOUND',
  'ADMIN_KEEPS_ALL',
  'ADMIN_ACCOUNT',
  'ADMIN_PASSWORD',
  'ADMIN_ROLE_ONLY',
  'ALREADY_COMPLETE',
  'ATTACHMENT_NOT_FOUND',
  'AVATAR_NOT_FOUND',
  'BAD_REQUEST',
  'BUILT_IN_ROLE',
  'CALLER_REJECTED',
  'CATEGORY_IN_USE',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_TOO_DEEP',
  'CHAT_CONTACT_NOT_FOUND',
  'CHAT_MESSAGE_NOT_FOUND',
  'CHAT_MESSAGE_NOT_SENDER',
  'CHAT_NOT_FOUND',
  'CHAT_RATE_LIMITED',
  'COMMENT_NOT_AUTHOR',
  'COMMENT_NOT_FOUND',
  'CONTROL_NOT_FOUND',
  'DATABASE_UNAVAILABLE',
  'EMAIL_TAKEN',
  'ENTITY_NOT_FOUND',
  'ERROR',
  'EVENT_NOT_FOUND',
  'EVENT_READ_ONLY',
  'EXPORTS_BUSY',
  'FORBIDDEN',
  'FOUR_EYES',
  'FUNCTION_IN_USE',
  'FUNCTION_NAME_TAKEN',
  'FUNCTION_NOT_FOUND',
  'IMPORT_TOO_LARGE',
  'IMPORT_UNREADABLE',
  'INCIDENT_NOT_FOUND',
  'INTERNAL',
  'INVALID_BODY',
  'INVALID_CREDENTIALS',
  'INVALID_JSON',
  'INVALID_QUERY',
  'LAST_ADMIN',
  'LESSON_NOT_FOUND',
  'LOSS_NOT_FOUND',
  'MAIL_NOT_FOUND',
  'MAIL_RATE_LIMITED',
  'MESSAGE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_SIGNED_IN',
  'OIDC_DENIED',
  'OIDC_DISABLED',
  'OIDC_EMAIL_UNVERIFIED',
  'OIDC_FAILED',
  'OWN_ROLE',
  'OWN_ROLE_PERMISSIONS',
  'PAGE_NOT_FOUND',
  'PASSWORD_CHANGE_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'PERMISSION_NOT_HELD',
  'RATE_LIMITED',
  'REGISTRATION_DISABLED',
  'RESET_TOKEN_INVALID',
  'RISK_NOT_FOUND',
  'ROLE_EXISTS',
  'ROLE_IN_USE',
  'ROLE_NOT_FOUND',
  'ROLE_NOT_HELD',
  'ROUTE_NOT_DECLARED',
  'ROUTE_NOT_FOUND',
  'SAVED_VIEW_LIMIT',
  'SAVED_VIEW_NOT_FOUND',
  'SELF_DEACTIVATION',
  'SELF_DEMOTION',
  'SELF_RESET',
  'PRODUCT_NOT_FOUND',
  'SERVER_BUSY',
  'SERVICE_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'SESSION_INVALID',
  'SESSION_LOCKED',
  'SESSION_REVOKED',
  'SHOP_CART_EMPTY',
  'SHOP_OUT_OF_STOCK',
  'SHOP_PRODUCT_NOT_FOUND',
  'STALE_VERSION',
  'STREAM_TICKET_INVALID',
  'TASK_NOT_FOUND',
  'TASK_TRASHED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'TOO_MANY_REQUESTS',
  'TRANSITION_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'USER_HOLDS_MORE',
  'USER_NOT_FOUND',
  'VALIDATION_FAILED',
  'VIEW_NAME_TAKEN',
] as const;

/** The reason the SPA's own API client gives a request that never reached the server. */
const CLIENT_ERROR_CODES = ['NETWORK_ERROR'] as const;

const languages: Record<string, Tree> = { en, de, fr, pt };

describe.each(Object.entries(languages))('errors.* in %s', (_language, texts) => {
  const errors = (texts.errors ?? {}) as Tree;

  it.each([...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES])('has a text for %s', (code) => {
    const text = errors[code];
    expect(typeof text).toBe('string');
    expect((text as string).trim()).not.toBe('');
  });
});
