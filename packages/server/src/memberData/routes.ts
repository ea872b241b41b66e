import { strToU8, type Zippable, zipSync } from 'fflate';
import { attachment } from '../applications/cvFile';
import { byAccount, type RateLimiter } from '../auth/rateLimit';
import { signedIn } from '../auth/routes';
import type { Database } from '../db/connect';
import type { JobService } from '../jobs/service';
import type { OperationRoutes } from '../openapi/routes';
import { gatherMemberData } from './gather';

/**
 * The member's export: `data.json` and their CVs, zipped. The PDFs are stored as they are (they
 * are compressed already); the JSON is deflated.
 */
export function memberDataRoutes(
  db: Database,
  jobs: Pick<JobService, 'savedBy' | 'postedBy'>,
  limiter: RateLimiter,
): OperationRoutes {
  return {
    exportMyData: {
      preValidation: limiter.attempts({ exportsByAccount: byAccount }),
      async handler(request, reply) {
        const { user } = signedIn(request);
        const { data, files } = await gatherMemberData(db, jobs, user, request.texts);
        const entries: Zippable = {
          'data.json': [strToU8(JSON.stringify(data, null, 2)), { level: 6 }],
        };
        for (const file of files) entries[file.path] = [file.data, { level: 0 }];
        const day = data.exported_at.slice(0, 10);
        return reply
          .headers({
            'content-type': 'application/zip',
            'content-disposition': attachment(request.texts.t('memberData.fileName', { day })),
            'cache-control': 'private, no-store',
          })
          .send(Buffer.from(zipSync(entries)));
      },
    },
  };
}
