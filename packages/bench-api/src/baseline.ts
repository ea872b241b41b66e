/**
 * The baseline: node:http answering one fixed JSON body, what Node can do with no framework and no
 * database on this machine at this moment. The bench divides every figure of the real server by
 * this one's, measured in the same run.
 */
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BASELINE_BODY ?? '');
if (body.length === 0) throw new Error('BASELINE_BODY must hold the JSON to answer with.');

const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
