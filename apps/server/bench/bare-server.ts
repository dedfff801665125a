/**
 * The yardstick: a bare Fastify route answering fixed bytes from memory. The benchmark compares
 * each public read API against this, run side by side on the same machine.
 * Usage: node bare-server.ts <port> <content-type> <body-file> [content-encoding]
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, contentType, bodyFile, encoding] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile as string);
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => {
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(contentType as string).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
