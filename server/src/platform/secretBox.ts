import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from './files';

/*
 * Secrets at rest (SMTP password, webhook addresses that carry a token, signing secrets): sealed
 * with AES-256-GCM under a key of its own in DATA_DIR/secrets/data-key, created 0600 on first use.
 * The database only ever holds the sealed text, and backups leave the key file out
 * (portability/backup/dataFiles.ts), so neither a database dump nor a backup archive reveals a
 * password. A sealed value that cannot be opened (a restore onto another machine's key) reads as
 * "not set": the blogger types it again, nothing is guessed.
 */

/** Relative to DATA_DIR; backups skip this file. */
export const DATA_KEY_FILE = 'secrets/data-key';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** null when the text was not sealed with this key (or was altered). */
  open(sealed: string): string | null;
  /** HMAC-SHA256 of `message` under a key derived from the data key, base64url: for signed links. */
  sign(message: string): string;
}

function loadKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DATA_KEY_FILE);
  if (!existsSync(file)) {
    makePrivateDirSync(path.dirname(file));
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      // Another process created it at the same moment: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`密钥文件 ${DATA_KEY_FILE} 已损坏（长度不对）`);
  return key;
}

export function secretBoxFromKey(key: Buffer): SecretBox {
  const signingKey = createHmac('sha256', key).update('signed-links').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    sign: (message) => createHmac('sha256', signingKey).update(message).digest('base64url'),
  };
}

const boxes = new Map<string, SecretBox>();

/** The box of this DATA_DIR (the key file is read once per process). */
export function secretBoxFor(dataDir: string): SecretBox {
  const dir = path.resolve(dataDir);
  let box = boxes.get(dir);
  if (!box) {
    box = secretBoxFromKey(loadKey(dir));
    boxes.set(dir, box);
  }
  return box;
}
