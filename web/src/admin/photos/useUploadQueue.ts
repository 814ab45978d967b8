import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { imageProblem, uploadOneImage } from '../shared/images';
import { createUploadQueue, type QueueSnapshot, type UploadQueue } from './uploadQueue';

/**
 * One upload queue for the page's lifetime. `onIdle` (latest closure) runs each time the queue has
 * nothing left to send, which is when the page adds what was uploaded to the album.
 */
export function useUploadQueue(onIdle: (queue: UploadQueue) => void): [UploadQueue, QueueSnapshot] {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });
  const [queue] = useState(() => {
    const created: UploadQueue = createUploadQueue({
      // POST /api/upload/img (uploadImage) with its progress; rejects with the reason to show.
      upload: uploadOneImage,
      check: (file) => imageProblem(file),
      onIdle: () => onIdleRef.current(created),
    });
    return created;
  });
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return [queue, snapshot];
}

