import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    const html = '<p>Hello <strong>Ana</strong>, <em>please</em> <u>read</u>:</p><ul><li>one</li></ul><br>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts and their content', () => {
    expect(sanitizeHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('drops style elements and style attributes', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><p style="color:red" class="x">text</p>')).toBe('<p>text</p>');
  });

  it('drops event handlers', () => {
    expect(sanitizeHtml('<p onclick="steal()" onmouseover="x()">text</p>')).toBe('<p>text</p>');
  });

  it('drops images, frames and forms', () => {
    const html = '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe><form><input></form>ok';
    expect(sanitizeHtml(html)).toBe('ok');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener">click</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a rel="noopener">x</a>');
  });

  it('opens links to other sites in a new tab with rel=noopener', () => {
    const out = sanitizeHtml('<a href="https://example.com/doc">doc</a>');
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/doc');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps links inside the site in the same tab, still with rel=noopener', () => {
    expect(sanitizeHtml('<a href="/risk/risk/42">risk</a>')).toBe('<a href="/risk/risk/42" rel="noopener">risk</a>');
  });

  it('keeps mailto links', () => {
    expect(sanitizeHtml('<a href="mailto:ana@example.com">mail</a>')).toBe(
      '<a href="mailto:ana@example.com" rel="noopener">mail</a>',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('htmlToText', () => {
  it('flattens markup into one line of text', () => {
    expect(htmlToText('<p>Ana made you the owner of <strong>AP-7</strong>.</p><p>Due soon.</p>')).toBe(
      'Ana made you the owner of AP-7. Due soon.',
    );
  });

  it('never includes script text', () => {
    expect(htmlToText('<p>hi</p><script>alert(1)</script>')).toBe('hi');
  });
});
