import { useEffect } from 'react';

/** Names the page in the tab, the history and for screen readers: "Login · Job". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Job` : 'Job · Find job';
  }, [title]);
}
