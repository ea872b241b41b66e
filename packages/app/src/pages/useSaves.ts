import { hrefs, type Job } from '@job/contract';
import type { ListSaves } from '@job/ui';
import { useLocation, useSearch } from 'wouter';
import { useAuth, useMembers, useStores } from '../state/hooks';

/**
 * The save toggles' props for the jobs on a page: which of them the member saved (none while signed
 * out, and during hydration, as the server rendered them), the one on its way, and the toggle; for
 * a visitor (and so on every page the server renders), each job's link to the sign-in that saves
 * it and brings them back to this page.
 */
export function useSaves(jobs: readonly Job[]): ListSaves {
  const { members } = useStores();
  const { token, savedJobs } = useAuth();
  const { savingSlug } = useMembers();
  const [path] = useLocation();
  const search = useSearch();
  return {
    ...(!token && {
      signInHref: (slug: string) => hrefs.login(search ? `${path}?${search}` : path, slug),
    }),
    saved: new Set(token ? savedJobs.map((job) => job.slug) : []),
    savingSlug,
    onToggleSave: (slug) => {
      const job = jobs.find((shown) => shown.slug === slug);
      if (job) void members.toggleSave(job);
    },
  };
}
