import { linkToken } from '@job/contract';
import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * The token of the mailed link that opened this page ('' when it had none), and of another link
 * opened in the same tab later, which changes only the fragment. Once read, the token leaves the
 * address bar, so it is not kept in the history, a bookmark or a shared screenshot.
 */
export function useLinkToken(): string {
  const [token, setToken] = useState(() => linkToken(window.location.hash));
  useEffect(() => {
    const take = () => {
      const { hash, pathname, search } = window.location;
      if (hash === '') return;
      setToken(linkToken(hash));
      navigate(`${pathname}${search}`, { replace: true });
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
  return token;
}
