import { LIMITS, type RefusalReason } from '@shop/contract';
import { trpcClient } from '../../../trpc.ts';

/** After a failed PUT, wait this long before each new attempt: the uploader's 0, 1, 3 and 5 seconds. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export type UploadProblem = 'notImage' | 'tooLarge' | 'expired' | 'failed';

export class UploadError extends Error {
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** A PUT that got an answer other than 2xx (status 0: no answer, the network failed), with the server's reason. */
export class PutFailed extends Error {
  readonly status: number;
  readonly reason: RefusalReason | undefined;
  constructor(status: number, reason?: RefusalReason) {
    super(`PUT failed with ${status}`);
    this.status = status;
    this.reason = reason;
  }
}

/** The reason code of an error answer's JSON body, if it has one. */
function reasonOf(body: string): RefusalReason | undefined {
  try {
    return (JSON.parse(body) as { reason?: RefusalReason }).reason;
  } catch {
    return undefined;
  }
}

/** PUTs the file with upload progress (fetch can't report it); resolves with the server's answer. */
function putWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ imageURL: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new PutFailed(xhr.status, reasonOf(xhr.responseText)));
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new PutFailed(0));
      }
    };
    xhr.onerror = () => reject(new PutFailed(0));
    xhr.ontimeout = () => reject(new PutFailed(0));
    xhr.send(file);
  });
}

/** A refusal (too large, not an image, expired or used link) won't change by trying again. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

function problemOf(reason: RefusalReason | undefined): UploadProblem {
  switch (reason) {
    case 'file-too-large':
      return 'tooLarge';
    case 'unsupported-file-type':
    case 'image-unreadable':
      return 'notImage';
    // The link can't be used again: the manager starts over with a new one.
    case 'upload-expired':
    case 'upload-link-used':
    case 'not-found':
      return 'expired';
    default:
      return 'failed';
  }
}

export interface UploadDeps {
  put: typeof putWithProgress;
  wait: (ms: number) => Promise<void>;
  createUploadUrl: () => Promise<{ uploadURL: string }>;
  registerUpload: (input: { imageURL: string }) => Promise<{ imageURL: string }>;
}

/** What the image is for: each domain that shows uploads has the same two procedures. */
export type UploadTarget = 'carousel' | 'parts' | 'repairOrders';

/** The browser's way: XHR for the PUT, tRPC for the link and the registration. */
export const browserUpload = (target: UploadTarget): UploadDeps => ({
  put: putWithProgress,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  createUploadUrl: () => trpcClient[target].createUploadUrl.mutate(),
  registerUpload: (input) => trpcClient[target].registerUpload.mutate(input),
});

/**
 * The upload flow: check the file here (one image, at most 10 MB), get a single-use URL, PUT the
 * file to it (a failed PUT is retried after 0, 1, 3 and 5 s), then register the uploaded image and
 * get its public URL. Rejects with an UploadError saying what went wrong.
 */
export async function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  deps: UploadDeps,
): Promise<string> {
  if (!file.type.startsWith('image/')) throw new UploadError('notImage');
  if (file.size > LIMITS.uploadMaxBytes) throw new UploadError('tooLarge');
  let uploadURL: string;
  try {
    ({ uploadURL } = await deps.createUploadUrl());
  } catch {
    throw new UploadError('failed');
  }
  let stored: { imageURL: string } | null = null;
  let status = 0;
  let reason: RefusalReason | undefined;
  for (const delay of [null, ...RETRY_DELAYS_MS]) {
    if (delay !== null) await deps.wait(delay);
    try {
      onProgress(0);
      stored = await deps.put(uploadURL, file, onProgress);
      break;
    } catch (error) {
      status = error instanceof PutFailed ? error.status : 0;
      reason = error instanceof PutFailed ? error.reason : undefined;
      if (isFinal(status)) break;
    }
  }
  if (!stored) throw new UploadError(problemOf(reason));
  try {
    return (await deps.registerUpload({ imageURL: stored.imageURL })).imageURL;
  } catch {
    throw new UploadError('failed');
  }
}
