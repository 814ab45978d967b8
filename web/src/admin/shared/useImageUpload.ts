import { useState } from 'react';
import Upload from 'antd/es/upload';
import type { UploadProps } from 'antd/es/upload';
import { feedback } from '@/lib/feedback';
import { toastFailure } from './format';
import { imageProblem, uploadOneImage } from './images';

/** antd `beforeUpload`: a file that is not an image, or is too big, is refused with its reason and never sent. */
export const refuseBadImage = (file: File): true | typeof Upload.LIST_IGNORE => {
  const problem = imageProblem(file);
  if (!problem) return true;
  feedback.message.error(problem);
  return Upload.LIST_IGNORE;
};

/**
 * One picture uploaded through /api/upload/img for an antd <Upload>: the percent while it goes
 * (null when idle), `onUploaded` with its address, the reason (`failure` unless the http client
 * already said) when it fails.
 */
export function useImageUpload(
  onUploaded: (url: string) => void | Promise<void>,
  failure: string,
  /** Where the picture goes: /api/upload/img unless the setting has its own (the favicon's). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string> = uploadOneImage,
) {
  const [progress, setProgress] = useState<number | null>(null);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    setProgress(0);
    upload(file, setProgress)
      .then(async (url) => {
        setProgress(null);
        await onUploaded(url);
        onSuccess?.(url);
      })
      .catch((error: unknown) => {
        toastFailure(error, failure);
        onError?.(error instanceof Error ? error : new Error(failure));
      })
      .finally(() => setProgress(null));
  };

  return { progress, uploadProps: { beforeUpload: refuseBadImage, customRequest } satisfies UploadProps };
}
