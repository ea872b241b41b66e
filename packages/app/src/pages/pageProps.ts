import type { RouteName, routePatterns } from '@job/contract';
import type { RouteComponentProps, StringRouteParams } from 'wouter';

/**
 * What the router gives the page of a route: the parameters of its pattern, and the query string
 * (without its `?`). The router's hooks stay in the first visit's code (routes.tsx): a lazily
 * loaded page importing them would move the router into the chunk shared with lazy pages, 0.1 KB
 * more on `/`.
 */
export type PageProps<Name extends RouteName> = RouteComponentProps<
  StringRouteParams<(typeof routePatterns)[Name]>
> & { search: string };
