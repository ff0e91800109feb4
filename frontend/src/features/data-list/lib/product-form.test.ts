import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { EMPTY_FORM, formOf, imageName, isMissing, isPrice, missingFields, toObj } from './product-form';

const product: Product = {
  id: 7,
  name: 'Bose Headphones Pro',
  category: 'Audio',
  price: '149.99',
  img: '/img/products/headphones.svg',
  order_status: 'delivered',
  popularity: { popValue: 81, color: 'success' },
};

describe('the product form', () => {
  it('counts undefined, null, empty and blank as missing (spec section 5)', () => {
    expect([undefined, null, '', '   '].map(isMissing)).toEqual([true, true, true, true]);
    expect(isMissing('x')).toBe(false);
    expect(isMissing(0)).toBe(false);
  });

  it('flags every missing required field and nothing else', () => {
    expect(missingFields(EMPTY_FORM)).toEqual({ name: true, price: true });
    expect(missingFields({ ...EMPTY_FORM, name: 'A', price: '1', category: '', order_status: '' })).toEqual({
      category: true,
      order_status: true,
    });
    expect(missingFields(formOf(product))).toEqual({});
  });

  it('accepts prices like the server: decimals with at most two places', () => {
    expect(['69.99', '5', '5.5', ' 12.00 '].every(isPrice)).toBe(true);
    expect(['', '-1', '1.234', '1.', '.5', '12,50', 'abc'].some(isPrice)).toBe(false);
  });

  it('sends trimmed fields, a whole popularity and only a picture of the category', () => {
    const obj = toObj({ ...formOf(product), name: '  Bose QC ', popValue: 74.6 });
    expect(obj).toEqual({
      name: 'Bose QC',
      category: 'Audio',
      order_status: 'delivered',
      price: '149.99',
      popularity: { popValue: 75 },
      img: '/img/products/headphones.svg',
    });
    // Moved to another category: the old picture is dropped, the server picks one.
    expect(toObj({ ...formOf(product), category: 'Fitness' }).img).toBeUndefined();
    expect(imageName(product.img)).toBe('headphones');
  });
});
