import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@/locales/de';
import en from '@/locales/en';
import fr from '@/locales/fr';
import pt from '@/locales/pt';
import type { Tree } from '@/locales/merge';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_FIELDS,
  AUDIT_REASONS,
  AUDIT_SERVICES,
  auditActionLabel,
  auditEntityTypeLabel,
  auditFieldLabel,
  auditServiceLabel,
  auditValueText,
  humanize,
  permissionLabel,
} from './audit-labels';
import { methodAxisLabel, methodLevelLabel, methodLevelLabeler, ratingLabel } from './method-labels';
import { PERMISSIONS } from './permissions';

const BUNDLES: Record<string, Tree> = { en, de, fr, pt };
const translators: Record<string, TFunction> = {};

beforeAll(async () => {
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { translation: bundle } }, interpolation: { escapeValue: false } });
    translators[language] = instance.t;
  }
});

function text(tree: Tree, path: string): string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe.each(Object.keys(BUNDLES))('audit texts in %s', (language) => {
  const bundle = BUNDLES[language] as Tree;
  const missing = (prefix: string, codes: readonly string[]) =>
    codes.filter((code) => !text(bundle, `${prefix}.${code}`)?.trim());

  it('label every action the services record', () => {
    expect(missing('audit.actions', AUDIT_ACTIONS)).toEqual([]);
  });

  it('label every entity type, service, snapshot field and failure reason', () => {
    expect(missing('audit.entityTypes', AUDIT_ENTITY_TYPES)).toEqual([]);
    expect(missing('audit.services', AUDIT_SERVICES)).toEqual([]);
    expect(missing('audit.fields', AUDIT_FIELDS)).toEqual([]);
    expect(missing('audit.reasons', AUDIT_REASONS)).toEqual([]);
  });

  it('never show a code: every label is words, not snake_case', () => {
    const t = translators[language] as TFunction;
    const labels = [
      ...AUDIT_ACTIONS.map((a) => auditActionLabel(t, a)),
      ...AUDIT_ENTITY_TYPES.map((e) => auditEntityTypeLabel(t, e)),
      ...AUDIT_SERVICES.map((s) => auditServiceLabel(t, s)),
      ...AUDIT_FIELDS.map((f) => auditFieldLabel(t, f)),
    ];
    expect(labels.filter((label) => /^[a-z]+(_[a-z]+)+$/.test(label))).toEqual([]);
  });

  it('translate the axis codes and the default method levels', () => {
    const t = translators[language] as TFunction;
    for (const axis of ['likelihood', 'impact', 'adequacy', 'effectiveness']) {
      expect(methodAxisLabel(t, axis)).toBe(text(bundle, `riskMethod.axes.${axis}`));
    }
    const levels = Object.keys((en.riskMethod as Tree).defaultLabels as Tree);
    expect(levels).toContain('Almost certain');
    for (const level of levels) expect(methodLevelLabel(t, level)).toBe(text(bundle, `riskMethod.defaultLabels.${level}`));
  });
});

describe('audit labels', () => {
  const t = () => translators.en as TFunction;

  it('humanize codes without a text', () => {
    expect(humanize('approval_stale')).toBe('Approval stale');
    expect(humanize('user_created')).toBe('User created');
    expect(humanize('logout')).toBe('Logout');
    expect(auditActionLabel(t(), 'something_new_happened')).toBe('Something new happened');
    expect(auditFieldLabel(t(), 'accepted_until')).toBe('Accepted until');
    // A code that is no safe key (i18next separators) is never looked up.
    expect(auditActionLabel(t(), 'a.b:c')).toBe('A b:c');
  });

  it('translate actions, types and fields in each language', () => {
    expect(auditActionLabel(translators.de as TFunction, 'login_succeeded')).toBe('Angemeldet');
    expect(auditActionLabel(translators.fr as TFunction, 'permissions_changed')).toBe('Autorisations modifiées');
    expect(auditActionLabel(translators.pt as TFunction, 're_rated')).toBe('Reavaliado');
    expect(auditEntityTypeLabel(translators.de as TFunction, 'control_activity')).toBe('Kontrollaktivität');
    expect(auditFieldLabel(translators.pt as TFunction, 'owner_id')).toBe('Responsável');
    expect(auditFieldLabel(t(), 'due_date')).toBe('Due date');
  });

  it('show ids as names, unknown ids as such, and never the id', () => {
    const names = { users: new Map([['usr-staff', 'Sam Staff']]), categories: new Map([['c1', 'Operational']]) };
    expect(auditValueText(t(), 'owner_id', 'usr-staff', names)).toBe('Sam Staff');
    expect(auditValueText(t(), 'head_user_id', 'usr-staff', names)).toBe('Sam Staff');
    expect(auditValueText(t(), 'category_id', 'c1', names)).toBe('Operational');
    expect(auditValueText(t(), 'owner_id', '7f1c0c39-1111-4e0e-9f3a-2b7c2d9a1e55', names)).toBe('(deleted or not visible)');
    expect(auditValueText(t(), 'owner_id', null, names)).toBe('—');
    // A function's parent is a function, a category's a category.
    const functions = { functions: new Map([['f1', 'Finance']]), categories: new Map([['f1', 'wrong']]) };
    expect(auditValueText(t(), 'parent_id', 'f1', functions, 'function')).toBe('Finance');
    expect(auditValueText(t(), 'parent_id', 'f1', functions, 'risk_category')).toBe('wrong');
    expect(auditValueText(t(), 'control_ids', ['c9'], { controls: new Map([['c9', 'C-0009 · Four eyes']]) })).toBe(
      'C-0009 · Four eyes',
    );
  });

  it('show enum values through the texts the forms use', () => {
    const de = translators.de as TFunction;
    expect(auditValueText(de, 'approval_status', 'pending')).toBe('Ausstehend');
    expect(auditValueText(t(), 'state', 'in_place')).toBe('In place');
    expect(auditValueText(t(), 'response', 'improve')).toBe('Improve');
    expect(auditValueText(t(), 'intention', 'prevent')).toBe('Prevent');
    expect(auditValueText(t(), 'frequency', 'one_off')).toBe('One Off');
    expect(auditValueText(t(), 'repeat', 'quarterly')).toBe('Quarterly');
    expect(auditValueText(de, 'net_rating', 'High')).toBe('Hoch');
    expect(auditValueText(de, 'role', 'staff')).toBe('Mitarbeiter');
    expect(auditValueText(t(), 'language', 'fr')).toBe('Français');
    expect(auditValueText(t(), 'reason', 'invalid_credentials')).toBe('Wrong email or password');
    expect(auditValueText(t(), 'must_change_password', true)).toBe('Yes');
    expect(auditValueText(t(), 'permissions', ['risk.read', 'audit.read'])).toBe('View risks, View audit trail');
    expect(permissionLabel(t(), 'nothing')).toBe('nothing');
    // Typed text stays as typed, even when it looks like a code; a code in an unknown field reads as words.
    expect(auditValueText(t(), 'title', 'keep_as_typed')).toBe('keep_as_typed');
    expect(auditValueText(t(), 'acceptance_state', 'under_review')).toBe('Under review');
  });

  it('show objects as labelled parts (a method band)', () => {
    const de = translators.de as TFunction;
    expect(auditValueText(de, 'risk_bands', [{ name: 'Low', min_score: 3, color: '#1E7B4B', reduction_steps: 0 }])).toBe(
      'Name: Low · Mindestpunktzahl: 3 · Farbe: #1E7B4B · Stufen weniger: 0',
    );
  });

  it('translate rating and level names of the default method; other names as typed', () => {
    const fr = translators.fr as TFunction;
    expect(ratingLabel(fr, 'High')).toBe('Élevé');
    expect(ratingLabel(fr, 'Custom band')).toBe('Custom band');
    expect(methodLevelLabel(fr, 'Almost certain')).toBe('Quasi certain');
    expect(methodLevelLabeler(fr)('Unlikely')).toBe('Peu probable');
    expect(methodLevelLabel(fr, 'Our own level')).toBe('Our own level');
    expect(methodAxisLabel(fr, 'likelihood')).toBe('Probabilité');
    expect(methodAxisLabel(fr, 'custom')).toBe('custom');
  });
});

describe('permission labels', () => {
  it.each(Object.keys(BUNDLES))('name every permission of the catalogue in %s, the demo apps one included', (language) => {
    const t = translators[language]!;
    for (const permission of [...PERMISSIONS, 'report.export']) {
      expect(permissionLabel(t, permission), permission).not.toBe(permission);
    }
    expect(permissionLabel(translators.en!, 'apps.use')).toBe('Use the demo apps');
  });
});
