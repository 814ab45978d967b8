import { API_CODE, type MarkdownDuplicateMode, type MarkdownImportReport, type PermalinkRule, type PortabilityJob } from '@blog/contract';
import { http } from '@/lib/http';

/** Starts an import (or its dry run) of one zip; resolves to the job the server runs. */
export async function startMarkdownImport(
  file: File,
  options: { dryRun: boolean; onDuplicate: MarkdownDuplicateMode; downloadImages: boolean; permalink: PermalinkRule },
  onProgress: (percent: number) => void,
): Promise<PortabilityJob<MarkdownImportReport>> {
  const form = new FormData();
  // Fields before the file: the server reads the form in order while the zip streams to disk.
  form.append('dryRun', String(options.dryRun));
  form.append('onDuplicate', options.onDuplicate);
  form.append('downloadImages', String(options.downloadImages));
  form.append('permalinkStyle', options.permalink.style);
  form.append('permalinkPattern', options.permalink.pattern);
  form.append('file', file);
  const res = await http.post<PortabilityJob<MarkdownImportReport>>('/api/portability/admin/markdown/import', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    // A large archive on a slow line takes minutes, not the usual 10 s.
    timeout: 0,
    skipBusinessToast: true,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (res.code !== API_CODE.success || !res.result) throw new Error(res.message || '导入没有开始，请稍后再试');
  return res.result;
}
