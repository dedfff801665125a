import { LIMITS } from '@shop/contract';
import { trpcClient } from '../../../trpc.ts';

/** Waits before each PUT attempt: the uploader's retry delays of 0, 1, 3 and 5 seconds. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export type UploadProblem = 'notImage' | 'tooLarge' | 'expired' | 'failed';

export class UploadError extends Error {
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** PUTs the file with progress; resolves with the server's answer or rejects with the HTTP status (0: network). */
function put(url: string, file: File, onProgress: (percent: number) => void): Promise<{ imageURL: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve(JSON.parse(xhr.responseText)) : reject(xhr.status);
    xhr.onerror = () => reject(0);
    xhr.ontimeout = () => reject(0);
    xhr.send(file);
  });
}

/**
 * The upload flow: check the file here (one image, at most 10 MB), get a single-use URL, PUT the
 * file to it (retried after 0, 1, 3 and 5 s when the network or server fails), then register it.
 */
export async function uploadCarouselImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  if (!file.type.startsWith('image/')) throw new UploadError('notImage');
  if (file.size > LIMITS.uploadMaxBytes) throw new UploadError('tooLarge');
  const { uploadURL } = await trpcClient.carousel.createUploadUrl.mutate();
  let lastStatus = 0;
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await new Promise((r) => setTimeout(r, delay));
    try {
      const { imageURL } = await put(uploadURL, file, onProgress);
      return (await trpcClient.carousel.registerUpload.mutate({ imageURL })).imageURL;
    } catch (status) {
      lastStatus = typeof status === 'number' ? status : 0;
      // A refusal (too large, not an image, expired, used) won't change by trying again.
      if (lastStatus >= 400 && lastStatus < 500 && lastStatus !== 408 && lastStatus !== 429) break;
    }
  }
  if (lastStatus === 413) throw new UploadError('tooLarge');
  if (lastStatus === 415) throw new UploadError('notImage');
  if (lastStatus === 403) throw new UploadError('expired');
  throw new UploadError('failed');
}
