import { type RouteName, routePatterns } from '@job/contract';

/** The route whose pattern `path` matches, with its parameters, as the router will match it. */
export function matchRoute(
  path: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const name of Object.keys(routePatterns) as RouteName[]) {
    const patternSegments = routePatterns[name].split('/');
    if (patternSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { name, params };
  }
  return undefined;
}

/** The router reads the path with decodeURI, so the pages see their parameters decoded so. */
export function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
