import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MARKDOWN_DUPLICATE_MODES, MARKDOWN_IMPORT_MAX_BYTES, MARKDOWN_IMPORT_MESSAGES, permalinkRuleSchema, type MarkdownDuplicateMode, type PermalinkRule } from '@blog/contract';
import { ApiError, badRequest } from '../../../platform/errors';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../../platform/files';
import { abortWhenBodyCut, PART_SUFFIX } from '../../../platform/uploadInbox';

/**
 * DATA_DIR/.incoming: where zips are received, on the data disk rather than /tmp (often memory on
 * a small server, and never swept); what a dead process left there is swept at start.
 */
export const zipInbox = (dataDir: string) => path.join(dataDir, '.incoming');

export interface ReceivedZip {
  /** A temporary file the caller deletes (removeZip) once the import is over. */
  file: string;
  dryRun: boolean;
  onDuplicate: MarkdownDuplicateMode;
  /** 下载外链图片. */
  downloadImages: boolean;
  /** The old blog's permalink rule (fields permalinkStyle, permalinkPattern; Hexo's default when left out). */
  permalink: PermalinkRule;
}

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Local file header, or the end record of an empty zip. */
async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
  } finally {
    await handle.close();
  }
}

export const removeZip = (file: string) => rm(file, { force: true });

/**
 * Streams the multipart `file` to a temporary file (never whole in memory) and reads the fields
 * `dryRun`, `onDuplicate`, `downloadImages`, `permalinkStyle` and `permalinkPattern`. A body that is not a zip or is over the limit is refused, and the
 * temporary file is gone before the answer.
 */
export async function receiveZip(request: FastifyRequest, dataDir: string): Promise<ReceivedZip> {
  if (!request.isMultipart()) throw badRequest(MARKDOWN_IMPORT_MESSAGES.fileMissing);
  const inbox = zipInbox(dataDir);
  await makePrivateDir(inbox);
  // Kept under the .part suffix for its whole life (the job deletes it): backups skip it.
  const file = path.join(inbox, `markdown-${randomBytes(8).toString('hex')}.zip${PART_SUFFIX}`);
  let received = false;
  let dryRun = 'false';
  let onDuplicate = 'skip';
  let downloadImages = 'false';
  const permalinkFields: { style?: string; pattern?: string } = {};
  try {
    try {
      for await (const part of request.parts({ limits: { fileSize: MARKDOWN_IMPORT_MAX_BYTES, files: 1, fields: 7, parts: 8, fieldSize: 1024 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'dryRun') dryRun = String(part.value);
          if (part.fieldname === 'onDuplicate') onDuplicate = String(part.value);
          if (part.fieldname === 'downloadImages') downloadImages = String(part.value);
          if (part.fieldname === 'permalinkStyle' && String(part.value)) permalinkFields.style = String(part.value);
          if (part.fieldname === 'permalinkPattern' && String(part.value)) permalinkFields.pattern = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const stopWatching = abortWhenBodyCut(request, part.file);
        try {
          await pipeline(part.file, createWriteStream(file, { mode: PRIVATE_FILE_MODE }));
        } finally {
          stopWatching();
        }
        if (part.file.truncated) throw new ApiError(413, MARKDOWN_IMPORT_MESSAGES.tooLarge);
        received = true;
      }
    } catch (error) {
      if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new ApiError(413, MARKDOWN_IMPORT_MESSAGES.tooLarge);
      if (hasCode(error, 'FST_FILES_LIMIT')) throw badRequest('一次只能导入一个压缩包');
      if (error instanceof ApiError) throw error;
      throw badRequest('上传的表单格式不正确，请重新选择压缩包上传');
    }
    if (!received) throw badRequest(MARKDOWN_IMPORT_MESSAGES.fileMissing);
    if (!(await looksLikeZip(file))) throw badRequest(MARKDOWN_IMPORT_MESSAGES.notZip);
    if (!(MARKDOWN_DUPLICATE_MODES as readonly string[]).includes(onDuplicate)) throw badRequest(MARKDOWN_IMPORT_MESSAGES.badDuplicateMode);
    if (dryRun !== 'true' && dryRun !== 'false') throw badRequest('dryRun 只能是 true 或 false');
    if (downloadImages !== 'true' && downloadImages !== 'false') throw badRequest('downloadImages 只能是 true 或 false');
    const permalink = permalinkRuleSchema.safeParse(permalinkFields);
    if (!permalink.success) throw badRequest(permalink.error.issues[0]?.message ?? '永久链接规则不正确');
    return { file, dryRun: dryRun === 'true', onDuplicate: onDuplicate as MarkdownDuplicateMode, downloadImages: downloadImages === 'true', permalink: permalink.data };
  } catch (error) {
    await removeZip(file);
    throw error;
  }
}
