import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineBreaks } from './line-breaks';

const html = (text: string | null | undefined) => render(<LineBreaks text={text} />).container.innerHTML;

describe('LineBreaks (spec section 9)', () => {
  it('puts a break tag between lines', () => {
    expect(html('first\nsecond\r\nthird')).toBe('<span>first<br></span><span>second<br></span><span>third</span>');
  });

  it('renders a single line without a break', () => {
    expect(html('one line')).toBe('<span>one line</span>');
  });

  it('keeps empty lines as breaks', () => {
    expect(html('a\n\nb')).toBe('<span>a<br></span><span><br></span><span>b</span>');
  });

  it('renders nothing for no text', () => {
    expect(html('')).toBe('');
    expect(html(null)).toBe('');
  });

  it('never turns the text into markup', () => {
    const { container } = render(<LineBreaks text={'<img src=x onerror=alert(1)>\n<b>bold</b>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
