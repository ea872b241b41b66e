import type { Job } from '@job/contract';
import type { ListSaves } from '@job/ui';
import { toggleSave, useMembers } from '../state/members';
import { useAuth } from '../state/session';

/**
 * The save toggles' props for the jobs on a page: which of them the member saved (none while signed
 * out, and during hydration, as the server rendered them), the one on its way, and the toggle.
 */
export function useSaves(jobs: readonly Job[]): ListSaves {
  const { token, savedJobs } = useAuth();
  const { savingSlug } = useMembers();
  return {
    saved: new Set(token ? savedJobs.map((job) => job.slug) : []),
    savingSlug,
    onToggleSave: (slug) => {
      const job = jobs.find((shown) => shown.slug === slug);
      if (job) void toggleSave(job);
    },
  };
}
