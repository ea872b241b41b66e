import type { Job } from '@job/contract';
import type { ListSaves } from '@job/ui';
import { useAuth, useMembers, useStores } from '../state/hooks';

/**
 * The save toggles' props for the jobs on a page: which of them the member saved (none while signed
 * out, and during hydration, as the server rendered them), the one on its way, and the toggle.
 */
export function useSaves(jobs: readonly Job[]): ListSaves {
  const { members } = useStores();
  const { token, savedJobs } = useAuth();
  const { savingSlug } = useMembers();
  return {
    saved: new Set(token ? savedJobs.map((job) => job.slug) : []),
    savingSlug,
    onToggleSave: (slug) => {
      const job = jobs.find((shown) => shown.slug === slug);
      if (job) void members.toggleSave(job);
    },
  };
}
