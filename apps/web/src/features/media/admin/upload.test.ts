import type { RefusalReason } from '@shop/contract';
import { describe, expect, it, vi } from 'vitest';
import { PutFailed, RETRY_DELAYS_MS, type UploadDeps, UploadError, uploadImage } from './upload.ts';

const photo = () => new File([new Uint8Array(2048)], 'bay.jpg', { type: 'image/jpeg' });

/** The flow with a server that answers the PUTs with `answers` in turn (a number: that status; a pair: with its reason). */
function fakeServer(answers: (number | [number, RefusalReason] | 'ok')[]) {
  const waits: number[] = [];
  const puts: string[] = [];
  const deps: UploadDeps = {
    put: vi.fn(async (url: string) => {
      puts.push(url);
      const answer = answers.shift();
      if (answer === 'ok') return { imageURL: '/uploads/0123456789abcdef0123456789abcdef.webp' };
      throw Array.isArray(answer) ? new PutFailed(...answer) : new PutFailed(answer ?? 0);
    }),
    wait: async (ms) => {
      waits.push(ms);
    },
    createUploadUrl: async () => ({ uploadURL: '/api/uploads/ticket' }),
    registerUpload: vi.fn(async ({ imageURL }) => ({ imageURL })),
  };
  return { deps, waits, puts };
}

const problemOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof UploadError ? e.problem : String(e)),
  );

describe('the carousel upload flow', () => {
  it('PUTs the file to the single-use URL, then registers it and answers the public URL', async () => {
    const { deps, waits, puts } = fakeServer(['ok']);
    const url = await uploadImage(photo(), () => {}, deps);
    expect(url).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(puts).toEqual(['/api/uploads/ticket']);
    expect(waits).toEqual([]);
    expect(deps.registerUpload).toHaveBeenCalledWith({ imageURL: url });
  });

  it('retries a failed PUT after 0, 1, 3 and 5 seconds', async () => {
    const { deps, waits, puts } = fakeServer([0, 503, 0, 500, 'ok']);
    await uploadImage(photo(), () => {}, deps);
    expect(RETRY_DELAYS_MS).toEqual([0, 1000, 3000, 5000]);
    expect(waits).toEqual([0, 1000, 3000, 5000]);
    expect(puts).toHaveLength(5);
  });

  it('gives up after the last retry', async () => {
    const { deps, puts } = fakeServer([0, 0, 0, 0, 0, 'ok']);
    expect(await problemOf(uploadImage(photo(), () => {}, deps))).toBe('failed');
    expect(puts).toHaveLength(5);
    expect(deps.registerUpload).not.toHaveBeenCalled();
  });

  it('does not retry a refusal, and says what it was from the reason code alone', async () => {
    for (const [answer, problem] of [
      [[413, 'file-too-large'], 'tooLarge'],
      [[415, 'unsupported-file-type'], 'notImage'],
      [[415, 'image-unreadable'], 'notImage'],
      [[403, 'upload-expired'], 'expired'],
      [[409, 'upload-link-used'], 'expired'],
      [[413, 'body-too-large'], 'failed'],
      [400, 'failed'],
    ] as const) {
      const { deps, puts } = fakeServer([answer as number | [number, RefusalReason], 'ok']);
      expect(await problemOf(uploadImage(photo(), () => {}, deps))).toBe(problem);
      expect(puts).toHaveLength(1);
    }
  });

  it('refuses in the browser what the server would refuse: a file that is not an image, or over 10 MB', async () => {
    const { deps, puts } = fakeServer(['ok']);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await problemOf(uploadImage(text, () => {}, deps))).toBe('notImage');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    expect(await problemOf(uploadImage(huge, () => {}, deps))).toBe('tooLarge');
    expect(puts).toEqual([]);
  });
});
