import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createUploadQueue, type QueueSnapshot, type UploadQueue, type UploadQueueOptions } from './uploadQueue';

/**
 * One upload queue for the page's lifetime, sending files with `upload` after `check`. `onIdle`
 * (latest closure) runs each time the queue has nothing left to send: the page then takes what was
 * uploaded (adds photos to the album, refreshes the song list).
 */
export function useUploadQueue<T>(options: Omit<UploadQueueOptions<T>, 'onIdle'>, onIdle: (queue: UploadQueue<T>) => void): [UploadQueue<T>, QueueSnapshot<T>] {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });
  const [queue] = useState(() => {
    const created: UploadQueue<T> = createUploadQueue<T>({ ...options, onIdle: () => onIdleRef.current(created) });
    return created;
  });
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return [queue, snapshot];
}
