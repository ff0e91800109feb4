// The shop's pure rules on the client: the catalogue's filters in the URL and
// their API query, price display, stars, and the checkout steps' checks (spec
// section 5: the 'Required' marker; the server checks the same).
import { formatNumber } from '@/lib/format';
import { checkRequired, type ErrorsMap } from '@/lib/validation';
import type { Address, ProductsQuery } from '../api/shop';

export const SORTS = ['featured', 'price-asc', 'price-desc', 'rating'] as const;
export const PAYMENT_METHODS = ['card', 'cash-on-delivery', 'bank-transfer'] as const;
export const ADDRESS_TYPES = ['home', 'work'] as const;
export const MAX_QUANTITY = 10;
export const SHOP_PAGE_SIZES = [9, 18, 36] as const;

/** Price bands of the filter sidebar: [key, min, max] (empty: open). */
export const PRICE_BANDS = [
  ['all', '', ''],
  ['under100', '', '100'],
  ['100to500', '100', '500'],
  ['500to1000', '500', '1000'],
  ['over1000', '1000', ''],
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number][0];

/** The catalogue view as the URL holds it. */
export type ShopState = {
  page: number;
  perPage: number;
  q: string;
  category: string;
  brands: string[];
  price: PriceBand;
  rating: number;
  sort: (typeof SORTS)[number];
  view: 'grid' | 'list';
};

const positive = (value: string | null, fallback: number) =>
  value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : fallback;

export function readShopState(search: URLSearchParams): ShopState {
  const perPage = positive(search.get('perPage'), 9);
  const price = search.get('price');
  const sort = search.get('sort');
  const rating = Number(search.get('rating') ?? 0);
  return {
    page: positive(search.get('page'), 1),
    perPage: (SHOP_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 9,
    q: search.get('q')?.trim() ?? '',
    category: search.get('category')?.trim() ?? '',
    brands: (search.get('brands') ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    price: PRICE_BANDS.some(([key]) => key === price) ? (price as PriceBand) : 'all',
    rating: Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ShopState['sort']) : 'featured',
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL of a state: defaults left out. */
export function writeShopState(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.brands.length) params.set('brands', state.brands.join(','));
  if (state.price !== 'all') params.set('price', state.price);
  if (state.rating) params.set('rating', String(state.rating));
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== 9) params.set('perPage', String(state.perPage));
  return params;
}

/** Applies changes; a filter, sort or page-size change goes back to page 1. */
export function patchShopState(state: ShopState, changes: Partial<ShopState>): ShopState {
  const next = { ...state, ...changes };
  const keepsPage = changes.page !== undefined || Object.keys(changes).every((k) => k === 'view');
  return keepsPage ? next : { ...next, page: 1 };
}

/** The API query of a state. */
export function shopQuery(state: ShopState): ProductsQuery {
  const band = PRICE_BANDS.find(([key]) => key === state.price) ?? PRICE_BANDS[0];
  const query: ProductsQuery = { page: state.page, perPage: state.perPage, sort: state.sort };
  if (state.q) query.q = state.q;
  if (state.category) query.category = state.category;
  if (state.brands.length) query.brands = state.brands.join(',');
  if (band[1]) query.priceMin = band[1];
  if (band[2]) query.priceMax = band[2];
  if (state.rating) query.rating = state.rating;
  return query;
}

/** A price string ("339.99") in the user's language, as US dollars (the currency is not in the spec). */
export function formatPrice(price: string, language: string): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return price;
  return formatNumber(value, language, { style: 'currency', currency: 'USD' });
}

/** The address step's required fields. */
export const ADDRESS_REQUIRED = ['fullName', 'mobile', 'house', 'city', 'pincode', 'state', 'addressType'] as const;

export const EMPTY_ADDRESS: Address = {
  fullName: '',
  mobile: '',
  house: '',
  landmark: '',
  city: '',
  pincode: '',
  state: '',
  addressType: 'home',
};

/** The address step's errors: missing fields, and a mobile of fewer than 6 digits. */
export function checkAddress(address: Address): ErrorsMap<keyof Address> {
  const trimmed = Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim()])) as Address;
  const errors: ErrorsMap<keyof Address> = checkRequired(trimmed, ADDRESS_REQUIRED);
  if (!errors.mobile && (trimmed.mobile.replace(/\D/g, '').length < 6 || /[^\d+\s()-]/.test(trimmed.mobile))) {
    errors.mobile = 'mobile';
  }
  return errors;
}

/** The server's `address.city` field errors as the address form's `city`. */
export function addressErrorsOf(fields: Record<string, string>): ErrorsMap<keyof Address> {
  const out: ErrorsMap<keyof Address> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (name.startsWith('address.')) out[name.slice('address.'.length) as keyof Address] = message;
  }
  return out;
}

/** At or under this many units, a product says how few are left. */
export const LOW_STOCK = 5;

/** How a product's stock reads: its text key (with `count`) and colour. */
export type StockLabel = {
  key: 'shop.stock.in' | 'shop.stock.low' | 'shop.stock.out';
  count: number;
  color: 'success' | 'warning' | 'danger';
};

/** "In stock", "Only N left" (at most {@link LOW_STOCK}) or "Out of stock". */
export function stockLabel(stock: number): StockLabel {
  const count = Math.max(0, Math.floor(stock));
  if (count === 0) return { key: 'shop.stock.out', count, color: 'danger' };
  if (count <= LOW_STOCK) return { key: 'shop.stock.low', count, color: 'warning' };
  return { key: 'shop.stock.in', count, color: 'success' };
}

/** The most units a cart line may hold: the limit, and never more than the stock. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY, stock));
}

/** The quantity a "+1" gives, capped by the limit and the stock. */
export function nextQuantity(current: number, stock: number): number {
  return Math.max(1, Math.min(current + 1, MAX_QUANTITY, stock));
}
