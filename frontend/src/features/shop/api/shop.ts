// The shop's calls (our design, documented in the gateway's OpenAPI): the
// shared catalogue, and the signed-in user's wishlist, cart, checkout and
// orders. Totals always come from the server.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Product = {
  id: number;
  name: string;
  brand: string;
  description: string;
  /** Decimal string, e.g. "339.99" (spec section 3). */
  price: string;
  rating: number;
  category: string;
  /** The placeholder picture's key (laptops, phones, audio, cameras, watches, appliances). */
  image: string;
  hasFreeShipping: boolean;
  stock: number;
  isInWishlist: boolean;
  isInCart: boolean;
  cartQuantity: number;
};

export type Paged<T> = { data: T[]; total: number; page: number; perPage: number; totalPages: number };
export type ProductsPage = Paged<Product> & { categories: string[]; brands: string[] };

export type ProductsQuery = {
  page: number;
  perPage: number;
  q?: string;
  category?: string;
  /** Comma-separated. */
  brands?: string;
  priceMin?: string;
  priceMax?: string;
  rating?: number;
  sort?: string;
};

export type CartLine = { product: Product; quantity: number; lineTotal: string };
export type Cart = { items: CartLine[]; itemCount: number; subtotal: string; delivery: string; total: string };

export type Address = {
  fullName: string;
  mobile: string;
  house: string;
  landmark: string;
  city: string;
  pincode: string;
  state: string;
  addressType: string;
};

export type Order = {
  id: string;
  placedAt: string;
  address: Address;
  paymentMethod: string;
  items: CartLine[];
  itemCount: number;
  subtotal: string;
  delivery: string;
  total: string;
};

export const shopKeys = {
  all: ['shop'] as const,
  products: (query: ProductsQuery) => ['shop', 'products', query] as const,
  product: (id: number) => ['shop', 'product', id] as const,
  wishlist: (page: number, perPage: number) => ['shop', 'wishlist', page, perPage] as const,
  cart: ['shop', 'cart'] as const,
  orders: (page: number, perPage: number) => ['shop', 'orders', page, perPage] as const,
};

export function useProducts(query: ProductsQuery) {
  return useQuery({
    queryKey: shopKeys.products(query),
    queryFn: ({ signal }) => api.get<ProductsPage>('/api/ecommerce/products', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: shopKeys.product(id ?? 0),
    queryFn: ({ signal }) => api.get<Product>(`/api/ecommerce/products/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useWishlist(page: number, perPage: number) {
  return useQuery({
    queryKey: shopKeys.wishlist(page, perPage),
    queryFn: ({ signal }) => api.get<Paged<Product>>('/api/ecommerce/wishlist', { query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCart() {
  return useQuery({
    queryKey: shopKeys.cart,
    queryFn: ({ signal }) => api.get<Cart>('/api/ecommerce/cart', { signal }),
  });
}

export function useOrders(page: number, perPage: number) {
  return useQuery({
    queryKey: shopKeys.orders(page, perPage),
    queryFn: ({ signal }) => api.get<Paged<Order>>('/api/ecommerce/orders', { query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Wishlist and cart changes: every shop view refreshes (the marks on products too). */
export function useShopMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: shopKeys.all });
  const setCart = (cart: Cart) => {
    client.setQueryData(shopKeys.cart, cart);
    void refresh();
  };
  return {
    wish: useMutation({
      mutationFn: (productId: number) => api.post<{ total: number }>('/api/ecommerce/wishlist', { productId }),
      onSuccess: refresh,
    }),
    unwish: useMutation({
      mutationFn: (productId: number) => api.delete<{ total: number }>(`/api/ecommerce/wishlist/${productId}`),
      onSuccess: refresh,
    }),
    setQuantity: useMutation({
      mutationFn: (input: { productId: number; quantity: number }) => api.post<Cart>('/api/ecommerce/cart', input),
      onSuccess: setCart,
    }),
    removeLine: useMutation({
      mutationFn: (productId: number) => api.delete<Cart>(`/api/ecommerce/cart/${productId}`),
      onSuccess: setCart,
    }),
    checkout: useMutation({
      mutationFn: (input: { address: Address; paymentMethod: string }) =>
        api.post<{ order: Order }>('/api/ecommerce/checkout', input),
      onSuccess: refresh,
    }),
  };
}
