// The data list's JSON (spec sections 3 and 7), as the gateway writes it.

export const CATEGORIES = ['Computers', 'Audio', 'Fitness'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ORDER_STATUSES = ['on hold', 'delivered', 'canceled', 'pending'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PopularityColor = 'success' | 'primary' | 'warning' | 'danger';

export type Product = {
  id: number;
  name: string;
  category: Category;
  /** A decimal string such as "69.99". */
  price: string;
  /** A picture the SPA serves (public/img/products). */
  img: string;
  order_status: OrderStatus;
  popularity: { popValue: number; color: PopularityColor };
};

/** GET /api/datalist/data: one page and the size of the (searched) list. */
export type ProductPage = { data: Product[]; totalPages: number; totalRecords: number };

/** The query of GET /api/datalist/data. */
export type ProductPageQuery = { page: number; perPage: number; q?: string; sort?: string };

/** What add-data and update-data take as `obj`. */
export type ProductObj = {
  id?: number;
  name?: string;
  category?: string;
  price?: string;
  img?: string;
  order_status?: string;
  popularity?: { popValue: number };
};
