import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A link to another page, or to another page of a list, opens it at its top, as a page loaded
 * afresh would: the router keeps the scroll of the page left, so a Detail pressed low in the list
 * opened the posting past its title, and the pager's next page began at the pager. A list's top is
 * the page's at every width (on a phone the work types fold above it). Back and forward keep the
 * browser's own restored position; a search or a filter, at the list's top already, stays put.
 */
export function useScrollOnNavigate() {
  const [path] = useLocation();
  const where = `${path}?${new URLSearchParams(useSearch()).get('page')}`;
  const shown = useRef(where);
  // Where back or forward went; the next move clears it.
  const travelledTo = useRef<string | null>(null);
  useEffect(() => {
    const onTravel = () => {
      travelledTo.current = location.pathname;
    };
    // Capture: it runs before the router's own listener re-renders the routes.
    addEventListener('popstate', onTravel, { capture: true });
    return () => removeEventListener('popstate', onTravel, { capture: true });
  }, []);
  useEffect(() => {
    if (shown.current === where) return;
    shown.current = where;
    const travelled = travelledTo.current === path;
    travelledTo.current = null;
    if (!travelled) scrollTo(0, 0);
  }, [where, path]);
}
