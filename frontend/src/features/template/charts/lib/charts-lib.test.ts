import { describe, expect, it } from 'vitest';
import { checkBirthDate, checkBio, checkPhone, checkProfile, checkUrl, BIO_MAX } from './account-settings';
import { FAQ_CATEGORIES, filterFaq, type FaqEntry } from './faq';
import { invoiceTotals, lineTotal, INVOICE_ITEMS } from './invoice';
import { kbLocation, searchArticles } from './knowledge-base';
import { graticule, tileUrl } from './map-data';
import { matrixCells, monthLabels, riskPoints, RISK_MATRIX } from './sample-data';
import { allHits, hitsForTab } from './search-tabs';

describe('FAQ search', () => {
  const entries: FaqEntry[] = [
    { id: 'a', category: 'risks', question: 'How do I add a risk?', answer: 'Open the register.' },
    { id: 'b', category: 'account', question: 'How do I change my password?', answer: 'Open your profile.' },
    { id: 'c', category: 'general', question: 'Qu’est-ce que la sécurité ?', answer: 'Une réponse.' },
  ];

  it('keeps every entry for a blank query and only those holding every word otherwise', () => {
    expect(filterFaq(entries, '  ')).toHaveLength(3);
    expect(filterFaq(entries, 'password').map((e) => e.id)).toEqual(['b']);
    expect(filterFaq(entries, 'open register').map((e) => e.id)).toEqual(['a']);
    expect(filterFaq(entries, 'OPEN')).toHaveLength(2);
    expect(filterFaq(entries, 'nothing like this')).toEqual([]);
  });

  it('ignores accents', () => {
    expect(filterFaq(entries, 'securite').map((e) => e.id)).toEqual(['c']);
  });

  it('has questions in every category', () => {
    for (const questions of Object.values(FAQ_CATEGORIES)) expect(questions.length).toBeGreaterThan(1);
  });
});

describe('knowledge base location', () => {
  it('accepts a known category and an article of that category only', () => {
    expect(kbLocation(new URLSearchParams('category=incidents&article=investigate'))).toEqual({ category: 'incidents', article: 'investigate' });
    expect(kbLocation(new URLSearchParams('category=incidents&article=users'))).toEqual({ category: 'incidents', article: null });
    expect(kbLocation(new URLSearchParams('category=nope&article=users'))).toEqual({ category: null, article: null });
    expect(kbLocation(new URLSearchParams(''))).toEqual({ category: null, article: null });
  });

  it('searches article titles', () => {
    const articles = [
      { id: 'x', category: 'incidents' as const, title: 'Closing an incident' },
      { id: 'y', category: 'administration' as const, title: 'Managing users' },
    ];
    expect(searchArticles(articles, 'incident').map((a) => a.id)).toEqual(['x']);
    expect(searchArticles(articles, '')).toEqual([]);
  });
});

describe('invoice totals', () => {
  it('are computed from the items: subtotal, discount, tax on the rest, total', () => {
    expect(lineTotal({ id: 'a', quantity: 3, unitPrice: 19.99 })).toBe(59.97);
    expect(invoiceTotals(INVOICE_ITEMS, 19, 5)).toEqual({ subtotal: 10920, discount: 546, tax: 1971.06, total: 12345.06 });
    expect(invoiceTotals(INVOICE_ITEMS, 0, 0)).toEqual({ subtotal: 10920, discount: 0, tax: 0, total: 10920 });
    const items = [
      { id: 'a', quantity: 3, unitPrice: 0.1 },
      { id: 'b', quantity: 1, unitPrice: 0.2 },
    ];
    // 0.3 + 0.2 without floating point drift; 7 % of 0.5 rounds to 0.04.
    expect(invoiceTotals(items, 7)).toEqual({ subtotal: 0.5, discount: 0, tax: 0.04, total: 0.54 });
  });
});

describe('account settings checks', () => {
  it('accepts empty or valid values and names what is wrong otherwise', () => {
    expect(checkUrl('')).toBeNull();
    expect(checkUrl('https://riskhub.example')).toBeNull();
    expect(checkUrl('riskhub')).toBe('url');
    expect(checkUrl('javascript:alert(1)')).toBe('url');
    expect(checkPhone('+49 30 1234 5678')).toBeNull();
    expect(checkPhone('12-34')).toBe('phone');
    expect(checkPhone('call me')).toBe('phone');
    expect(checkBirthDate('1990-04-12')).toBeNull();
    expect(checkBirthDate('2999-01-01')).toBe('future');
    expect(checkBio('a'.repeat(BIO_MAX))).toBeNull();
    expect(checkBio('a'.repeat(BIO_MAX + 1))).toBe('bio');
    expect(checkProfile('github', 'https://github.com/riskhub')).toBeNull();
    expect(checkProfile('twitter', 'https://x.com/riskhub')).toBeNull();
    expect(checkProfile('github', 'https://www.linkedin.com/in/someone')).toBe('network');
    expect(checkProfile('linkedin', 'linkedin')).toBe('url');
  });
});

describe('search tabs', () => {
  const hits = allHits(
    [{ kind: 'risks', total: 1, data: [{ id: 'r1', reference: 'R-1', title: 'Supplier failure', status: 'open', link: '/risk/r1' }] }],
    [
      {
        groupTitle: 'Pages',
        data: [
          { id: 1, target: 'riskRegister', title: 'Risk Register', link: '/risk/all', icon: '' },
          { id: 2, target: 'incidentDashboard', title: 'Dashboard', link: '/incident', icon: '' },
        ],
      },
      { groupTitle: 'Contacts', data: [{ id: 'u1', title: 'Alex Morgan', email: 'admin@demo.com', img: '', date: '' }] },
    ],
  );

  it('sorts the answers into the tabs', () => {
    expect(hitsForTab(hits, 'all')).toHaveLength(4);
    expect(hitsForTab(hits, 'risks').map((h) => h.key)).toEqual(['risks-r1', 'page-1']);
    expect(hitsForTab(hits, 'incidents').map((h) => h.key)).toEqual(['page-2']);
    expect(hitsForTab(hits, 'people').map((h) => h.key)).toEqual(['contact-u1']);
    expect(hitsForTab(hits, 'pages').map((h) => h.key)).toEqual(['page-1', 'page-2']);
  });
});

describe('chart and map samples', () => {
  it('are the same on every call', () => {
    expect(riskPoints()).toEqual(riskPoints());
    expect(riskPoints().inherent).toHaveLength(12);
    expect(matrixCells().reduce((sum, c) => sum + c.count, 0)).toBe(RISK_MATRIX.flatMap((r) => r.counts).reduce((a, b) => a + b, 0));
  });

  it('name the months in the language', () => {
    expect(monthLabels('en')[0]).toBe('Jan');
    expect(monthLabels('de')[2]).toMatch(/^Mär/);
    expect(monthLabels('fr')).toHaveLength(12);
  });

  it('request tiles only when a tile address is configured', () => {
    expect(tileUrl(undefined)).toBeNull();
    expect(tileUrl('  ')).toBeNull();
    expect(tileUrl(' https://tiles.example.com/{z}/{x}/{y}.png ')).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect(graticule(5).length).toBeGreaterThan(10);
  });
});
