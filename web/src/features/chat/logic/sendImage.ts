import { CHAT_CONTENT_KIND } from '@blog/contract';
import { uploadChatImage } from '../api';
import { sendChat } from '../chatStore';
import { createCanvasEncoder } from './canvasEncoder';
import { compressImage } from './compressImage';
import { COMPRESS_THRESHOLD_BYTES } from '../constants';

/** Compress (over 800 KB, by canvas), upload with the session header, post the url as an image message. */
export async function sendImageFile(file: File): Promise<void> {
  let body: Blob = file;
  let name = file.name;
  if (file.size > COMPRESS_THRESHOLD_BYTES) {
    const { encode, release } = await createCanvasEncoder(file);
    try {
      body = await compressImage(file, encode);
    } finally {
      release();
    }
    if (body !== file) name = name.replace(/\.[^.]*$/, '') + '.jpg';
  }
  const url = await uploadChatImage(body, name);
  const refused = sendChat(url, CHAT_CONTENT_KIND.image);
  if (refused) throw new Error(refused);
}
