import { API_CODE } from '@blog/contract';
import { uploadImage } from '@/features/user/api';

/** The server's own cap (server/src/modules/upload/service.ts), checked first to spare a doomed upload. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  // An .ico may come without a type (Windows knows none for it).
  if (!file.type.startsWith('image/') && !/\.ico$/i.test(file.name)) return `「${file.name}」不是图片文件`;
  if (file.size > IMAGE_MAX_BYTES) return `图片「${file.name}」超过 5MB`;
  return null;
}

/** The uploaded image's address; rejects with a readable message. */
export async function uploadOneImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  const res = await uploadImage(file, onProgress);
  if (res.code !== API_CODE.success || !res.result?.url) throw new Error(res.message || '图片上传失败');
  return res.result.url;
}
