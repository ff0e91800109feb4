// Reads the route-table entry of the deepest matched route (routes carry
// `handle: { route: RouteId }`).
import { useMatches } from 'react-router';
import { ROUTES, type RouteId, type RouteMeta } from '@/config/routes';

export type RouteHandle = { route?: RouteId };

/** The route-table entry of the deepest matched route that names one. */
export function useCurrentRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const route = (matches[i]?.handle as RouteHandle | undefined)?.route;
    if (route) return ROUTES[route];
  }
  return undefined;
}
