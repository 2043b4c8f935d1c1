// A bare Node http server that answers every request with the same status, content type and bytes the shop
// gave for one endpoint: the ceiling the shop's framework, plugins and database are measured against. Given
// `headers`, it sends the shop's headers too (security headers, request id, cache rules), so what is left
// of the difference is the shop's work rather than the size of its answer.
import { createServer } from 'node:http';

const { status, contentType, bodyBase64, headers } = JSON.parse(process.argv[2] ?? '{}');
const body = Buffer.from(bodyBase64, 'base64');
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(status, {
      ...(headers ?? { 'content-type': contentType }),
      'content-length': body.length,
    });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
