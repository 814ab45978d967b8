import type { UploadResult } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** 网站图标: POST /api/upload/favicon (ICO kept as it is; SVG refused with the reason). Answers its address. */
export async function uploadFavicon(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await http.post<UploadResult>('/api/upload/favicon', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return resultOf(res).url;
}
