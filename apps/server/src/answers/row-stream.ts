import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * The spec's admin lists answer their whole list when asked without paging parameters. Their
 * procedures hand back the rows as an async iterable read from a database cursor (`em.stream`),
 * and the REST door writes them out as one JSON array while they come, so memory stays flat
 * whatever the table's size. Each one holds a pooled connection while it streams: a few at once
 * per server, more answer 503 with Retry-After.
 */

const MOST_AT_ONCE = 3;
/** Rows are written in pieces of about this many characters, not one write per row. */
const PIECE = 64 * 1024;
let streaming = 0;

export async function* jsonArray(rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  let piece = '[';
  let first = true;
  for await (const row of rows) {
    piece += (first ? '' : ',') + JSON.stringify(row);
    first = false;
    if (piece.length >= PIECE) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}]`;
}

export function sendRowStream(reply: FastifyReply, rows: AsyncIterable<unknown>): FastifyReply {
  if (streaming >= MOST_AT_ONCE) {
    // Nothing was read yet; ending the iterator gives its connection back.
    void (rows as AsyncGenerator<unknown>).return?.(undefined);
    return reply.status(503).header('retry-after', '5').send({
      message: 'Too many whole lists are being sent right now. Please try again shortly.',
      reason: 'server-busy',
    });
  }
  streaming++;
  let done = false;
  const finish = () => {
    if (!done) streaming--;
    done = true;
  };
  reply.raw.once('close', finish);
  const body = Readable.from(jsonArray(rows), { objectMode: false });
  body.once('error', (error) => {
    finish();
    reply.log.error({ err: error }, 'a whole list stopped while it was being sent');
  });
  return reply.type('application/json; charset=utf-8').send(body);
}
