/**
 * The yardstick: a bare Fastify route answering fixed bytes from memory: the same body and the
 * same response headers as the answer it stands beside. The benchmark compares each public read
 * API against this, run side by side on the same machine.
 * Usage: node bare-server.ts <port> <answer-file>   (JSON: { headers, body (base64) })
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, answerFile] = process.argv.slice(2);
const answer = JSON.parse(fs.readFileSync(answerFile as string, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(answer.body, 'base64');
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.headers(answer.headers).send(body));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
