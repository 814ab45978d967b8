export const MESSAGE_LIST_PATH = '/message/list';

export function messageDetailPath(id: number): string {
  return `/message/detail?id=${id}`;
}

export function messageEditPath(id: number): string {
  return `/message/publish?id=${id}`;
}

export const MESSAGE_PUBLISH_PATH = '/message/publish';
