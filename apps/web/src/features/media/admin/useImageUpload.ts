import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@shop/contract';
import { useState } from 'react';
import { showErrorToast } from '../../toast/toast.ts';
import { browserUpload, UploadError, type UploadTarget, uploadImage } from './upload.ts';

/**
 * Uploads the file a manager chose for `target` (a carousel image, a part's photo), with its
 * progress (null when no upload runs), and hands the stored image's address to `onUploaded`; a
 * refused or failed upload says why in a toast.
 */
export function useImageUpload(target: UploadTarget, onUploaded: (url: string) => void) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);

  const upload = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    try {
      onUploaded(await uploadImage(chosen, setProgress, browserUpload(target)));
    } catch (error) {
      setFile(null);
      const problem = error instanceof UploadError ? error.problem : 'failed';
      const megabytes = LIMITS.uploadMaxMegabytes;
      const detail = {
        notImage: t`Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.`,
        tooLarge: t`The image is larger than ${megabytes} MB.`,
        expired: t`Request has expired. Please try again.`,
        failed: t`Failed to process uploaded image. Please try again.`,
      }[problem];
      showErrorToast(t`Upload Error`, detail);
    } finally {
      setProgress(null);
    }
  };
  return { file, progress, upload };
}
