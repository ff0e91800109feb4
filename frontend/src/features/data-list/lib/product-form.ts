// The add/edit drawer's form state (spec section 5): the values, the
// required-field check that fills the errors map, and the `obj` sent.
import { CATEGORIES, ORDER_STATUSES, type Product, type ProductObj } from '../api/types';

export type ProductFormValues = {
  name: string;
  category: string;
  order_status: string;
  price: string;
  popValue: number;
  img: string;
};

/** The fields a product cannot be saved without. */
export const REQUIRED_FIELDS = ['name', 'category', 'order_status', 'price'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The pictures of each category (the server's list, public/img/products). */
export const IMAGES: Record<string, readonly string[]> = {
  Computers: ['/img/products/laptop.svg', '/img/products/watch.svg', '/img/products/tablet.svg'],
  Audio: ['/img/products/headphones.svg', '/img/products/speaker.svg', '/img/products/earbuds.svg'],
  Fitness: ['/img/products/tracker.svg', '/img/products/dumbbell.svg', '/img/products/bottle.svg'],
};

/** "/img/products/watch.svg" → "watch" (the picture's text key). */
export function imageName(img: string): string {
  return img.split('/').pop()?.replace(/\.svg$/, '') ?? '';
}

export const EMPTY_FORM: ProductFormValues = {
  name: '',
  category: CATEGORIES[0],
  order_status: ORDER_STATUSES[3],
  price: '',
  popValue: 50,
  img: '',
};

export function formOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    order_status: product.order_status,
    price: product.price,
    popValue: product.popularity.popValue,
    img: product.img,
  };
}

/** Spec section 5: missing when undefined, null or of zero length (blank counts as empty). */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim().length === 0;
}

/** The required fields that are missing: the errors map behind the 'Required' tags. */
export function missingFields(values: ProductFormValues): Partial<Record<RequiredField, true>> {
  const errors: Partial<Record<RequiredField, true>> = {};
  for (const field of REQUIRED_FIELDS) if (isMissing(values[field])) errors[field] = true;
  return errors;
}

/** A price the server takes: digits, optionally a point and one or two decimals. */
export function isPrice(text: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text.trim());
}

/** The `obj` of add-data / update-data; a picture not of the category is dropped (the server picks one). */
export function toObj(values: ProductFormValues): ProductObj {
  const img = (IMAGES[values.category] ?? []).includes(values.img) ? values.img : undefined;
  return {
    name: values.name.trim(),
    category: values.category,
    order_status: values.order_status,
    price: values.price.trim(),
    popularity: { popValue: Math.round(values.popValue) },
    ...(img ? { img } : {}),
  };
}
