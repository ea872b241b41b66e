/**
 * The baseline: node:http answering every request with one fixed answer, what Node can do with no
 * framework and no database on this machine at this moment. The bench divides every figure of the
 * real server by this one's, measured in the same run.
 *
 * `BASELINE_BODY`: the JSON to answer with (the API's rows), 200 and `application/json`. Or
 * `BASELINE_FILE`: a file of the bytes to answer with as they are (a page as the real server sent
 * it, compressed), with `BASELINE_STATUS`, `BASELINE_CONTENT_TYPE` and, when the bytes are
 * compressed, `BASELINE_CONTENT_ENCODING` copied from the real server's answer.
 */
import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';

const file = process.env.BASELINE_FILE;
const body = file ? readFileSync(file) : Buffer.from(process.env.BASELINE_BODY ?? '');
if (body.length === 0) {
  throw new Error('BASELINE_BODY must hold the JSON to answer with, or BASELINE_FILE its bytes.');
}
const status = Number(process.env.BASELINE_STATUS || 200);
const headers: OutgoingHttpHeaders = {
  'content-type': file
    ? (process.env.BASELINE_CONTENT_TYPE ?? 'application/octet-stream')
    : 'application/json; charset=utf-8',
  'content-length': body.length,
};
const encoding = process.env.BASELINE_CONTENT_ENCODING;
if (file && encoding) headers['content-encoding'] = encoding;

const server = createServer((_request, response) => {
  response.writeHead(status, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
