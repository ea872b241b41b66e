/**
 * The framework's ceiling: Fastify with no plugin, no hook and no database answering the same fixed
 * JSON as the raw baseline, to GET / and to POST / with a JSON body it parses. No route of the real
 * server can be faster than this; the bench prints it beside the raw baseline so a ratio can be
 * read against what the framework alone leaves.
 */
import Fastify, { type FastifyReply } from 'fastify';

const body = Buffer.from(process.env.BASELINE_BODY ?? '');
if (body.length === 0) throw new Error('BASELINE_BODY must hold the JSON to answer with.');

const app = Fastify({ logger: false });
const answer = async (_request: unknown, reply: FastifyReply) =>
  reply.type('application/json; charset=utf-8').send(body);
app.get('/', answer);
app.post('/', answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
