/** The server's upload limit (IMAGE_MAX_BYTES); checked here too so a big file is not sent for nothing. */
export const BACKGROUND_MAX_BYTES = 5 * 1024 * 1024;

/** The Chinese refusal for a file the background upload will not send, or null when it may go. */
export function backgroundFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return '只能上传图片文件';
  if (file.size > BACKGROUND_MAX_BYTES) return '背景图片不能超过 5MB';
  return null;
}
