import type { RouteName, routePatterns } from '@job/contract';
import type { RouteComponentProps, StringRouteParams } from 'wouter';

/** What the router gives the page of a route: the parameters of its pattern. */
export type PageProps<Name extends RouteName> = RouteComponentProps<
  StringRouteParams<(typeof routePatterns)[Name]>
>;
