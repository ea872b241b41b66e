import {
  limits,
  messages,
  toasts,
  validateCreateJob,
  type WorkTypeCode,
  workTypeBySlug,
} from '@job/contract';
import { decodeDataUrl, ImageRejectedError } from '../images/process';
import type { JsonBody, PathParams } from '../openapi/document';
import { checkBody, validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import type { JobService } from './service';

const createJobFields = ['title', 'salary', 'description', 'workType', 'detail'] as const;

/** The create form's fields as either body brings them: multipart (`image`) or JSON (`url`). */
interface CreateJobBody {
  title: string;
  salary?: string;
  description?: string;
  workType: WorkTypeCode;
  detail?: string;
  image?: Buffer;
  url?: string;
}

// A JSON body carries the image as base64, a third larger than the file itself.
const createJobBodyLimit = Math.ceil((limits.imageMaxBytes * 4) / 3) + 64 * 1024;

export function jobRoutes(jobs: JobService): OperationRoutes {
  return {
    paginate: {
      async handler(request) {
        const { offset, limit } = request.params as PathParams<'paginate'>;
        return jobs.paginate(offset, limit);
      },
    },
    getType: {
      async handler(request) {
        const { type, offset = 0, limit = limits.pageSize } = request.body as JsonBody<'getType'>;
        // The schema admits only the three slugs.
        const workType = workTypeBySlug(type)?.code ?? 1;
        return jobs.ofType(workType, offset, limit);
      },
    },
    search: {
      async handler(request) {
        return jobs.search((request.body as JsonBody<'search'>).data);
      },
    },
    getJob: {
      async handler(request, reply) {
        const job = await jobs.bySlug((request.params as PathParams<'getJob'>).slug);
        if (!job) return reply.code(404).send({ message: 'No job has this address.' });
        return { data: job };
      },
    },
    createJob: {
      bodyLimit: createJobBodyLimit,
      preValidation: checkBody(createJobFields, (values, body) => {
        const errors = validateCreateJob(values);
        const hasImage =
          Buffer.isBuffer(body.image) || (typeof body.url === 'string' && body.url !== '');
        return hasImage ? errors : { ...errors, image: [messages.imageRequired] };
      }),
      async handler(request, reply) {
        const body = request.body as CreateJobBody;
        try {
          const job = await jobs.create({
            title: body.title.trim(),
            salary: body.salary?.trim() ?? '',
            description: body.description?.trim() ?? '',
            workType: body.workType,
            detail: body.detail ?? '',
            image: body.image ?? decodeDataUrl(body.url ?? ''),
            userId: request.user?.id ?? null,
          });
          return reply.code(201).send({ message: toasts.jobCreated, data: job });
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          return error.statusCode === 413
            ? reply.code(413).send({ message: error.message })
            : reply.code(422).send(validationFailed({ image: [error.message] }));
        }
      },
    },
  };
}
