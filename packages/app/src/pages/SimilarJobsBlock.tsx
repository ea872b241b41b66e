import { SimilarJobs } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../state/hooks';
import { type DeadEnd, similarJobsOf, similarKey, similarQuery } from '../state/similarJobs';

/** The similar jobs of a dead end, read once it shows; nothing until they come, or if they fail. */
export default function SimilarJobsBlock({ deadEnd }: { deadEnd: DeadEnd }) {
  const similar = similarJobsOf(useStores());
  const { byKey } = useSnapshot(similar.state);
  const query = similarQuery(deadEnd);
  const key = query && similarKey(query);
  // The key names the query: a new object of the same query reads nothing again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by `key`
  useEffect(() => {
    if (query) void similar.load(query);
  }, [similar, key]);
  return <SimilarJobs jobs={(key && byKey[key]) || []} />;
}
