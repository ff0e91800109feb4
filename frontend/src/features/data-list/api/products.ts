// The data list's calls (spec section 7): a page of products, and the
// changes (add, update, delete one, delete selected). Every change refreshes
// every page, list and thumbnails alike.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product, ProductObj, ProductPage, ProductPageQuery } from './types';

export const productKeys = {
  all: ['datalist'] as const,
  page: (query: ProductPageQuery) => ['datalist', 'page', query] as const,
};

/** One server page of products, searched and sorted. */
export function useProductPage(query: ProductPageQuery) {
  return useQuery({
    queryKey: productKeys.page(query),
    queryFn: ({ signal }) =>
      api.get<ProductPage>('/api/datalist/data', {
        signal,
        query: { page: query.page, perPage: query.perPage, q: query.q || undefined, sort: query.sort || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshing<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useAddProduct() {
  return useRefreshing((obj: ProductObj) => api.post<Product>('/api/datalist/add-data', { obj }));
}

export function useUpdateProduct() {
  return useRefreshing((obj: ProductObj & { id: number }) => api.post<Product>('/api/datalist/update-data', { obj }));
}

export function useDeleteProduct() {
  return useRefreshing((id: number) => api.post<Product>('/api/datalist/delete-data', { obj: { id } }));
}

export function useDeleteSelected() {
  return useRefreshing((ids: number[]) => api.post<{ arr: number[] }>('/api/datalist/delete-selected', { arr: ids }));
}
