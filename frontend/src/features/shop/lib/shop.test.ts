import { describe, expect, it } from 'vitest';
import { REQUIRED } from '@/lib/validation';
import {
  EMPTY_ADDRESS,
  addressErrorsOf,
  checkAddress,
  formatPrice,
  maxQuantity,
  nextQuantity,
  patchShopState,
  readShopState,
  shopQuery,
  stockLabel,
  writeShopState,
} from './shop';

describe('shop catalogue state', () => {
  it('reads defaults and falls back on nonsense', () => {
    const state = readShopState(new URLSearchParams('page=0&perPage=7&price=free&rating=9&sort=cheap&view=x'));
    expect(state).toEqual({
      page: 1,
      perPage: 9,
      q: '',
      category: '',
      brands: [],
      price: 'all',
      rating: 0,
      sort: 'featured',
      view: 'grid',
    });
    expect(writeShopState(state).toString()).toBe('');
  });

  it('round-trips filters through the URL and builds the API query', () => {
    const search = new URLSearchParams('q=pro&category=Laptops&brands=Apple,Dell&price=500to1000&rating=4&sort=price-asc&page=2');
    const state = readShopState(search);
    expect(readShopState(writeShopState(state))).toEqual(state);
    expect(shopQuery(state)).toEqual({
      page: 2,
      perPage: 9,
      sort: 'price-asc',
      q: 'pro',
      category: 'Laptops',
      brands: 'Apple,Dell',
      priceMin: '500',
      priceMax: '1000',
      rating: 4,
    });
  });

  it('goes back to page 1 on a filter change but not on a view switch', () => {
    const state = readShopState(new URLSearchParams('page=3'));
    expect(patchShopState(state, { category: 'Audio' }).page).toBe(1);
    expect(patchShopState(state, { view: 'list' }).page).toBe(3);
    expect(patchShopState(state, { page: 4 }).page).toBe(4);
  });
});

describe('shop checkout rules', () => {
  it('flags every missing address field and a bad mobile', () => {
    const errors = checkAddress(EMPTY_ADDRESS);
    expect(errors).toMatchObject({ fullName: REQUIRED, mobile: REQUIRED, city: REQUIRED, pincode: REQUIRED });
    expect(errors.landmark).toBeUndefined();
    const filled = { ...EMPTY_ADDRESS, fullName: 'A', mobile: '12', house: '1', city: 'C', pincode: '1', state: 'S' };
    expect(checkAddress(filled)).toEqual({ mobile: 'mobile' });
    expect(checkAddress({ ...filled, mobile: '+44 20 7946' })).toEqual({});
  });

  it('maps the server address errors onto the form', () => {
    expect(addressErrorsOf({ 'address.city': 'Required', paymentMethod: 'One of' })).toEqual({ city: 'Required' });
  });

  it('formats prices and caps quantities', () => {
    expect(formatPrice('339.99', 'en')).toBe('$339.99');
    expect(nextQuantity(2, 50)).toBe(3);
    expect(nextQuantity(10, 50)).toBe(10);
    expect(nextQuantity(3, 3)).toBe(3);
  });
});

describe('shop stock', () => {
  it('says in stock, only N left, or out of stock', () => {
    expect(stockLabel(50)).toEqual({ key: 'shop.stock.in', count: 50, color: 'success' });
    expect(stockLabel(6)).toEqual({ key: 'shop.stock.in', count: 6, color: 'success' });
    expect(stockLabel(5)).toEqual({ key: 'shop.stock.low', count: 5, color: 'warning' });
    expect(stockLabel(1)).toEqual({ key: 'shop.stock.low', count: 1, color: 'warning' });
    expect(stockLabel(0)).toEqual({ key: 'shop.stock.out', count: 0, color: 'danger' });
    expect(stockLabel(-2)).toEqual({ key: 'shop.stock.out', count: 0, color: 'danger' });
  });

  it('never lets a quantity pass the stock or the limit', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(50)).toBe(10);
    expect(maxQuantity(0)).toBe(0);
  });
});
