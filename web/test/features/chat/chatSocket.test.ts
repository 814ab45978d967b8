import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, chatSocketUrl, type ChatConnectionStatus } from '@/features/chat/logic/chatSocket';
import { FakeWebSocket } from './fakeWebSocket';

function makeSocket() {
  const statuses: ChatConnectionStatus[] = [];
  const onOutage = vi.fn();
  const onForcedOffline = vi.fn();
  const onMessage = vi.fn();
  const client = new ChatSocket({
    url: 'ws://x/ws/chat',
    createSocket: (url) => new FakeWebSocket(url),
    initFrame: () => ({ type: 'init', user_id: 1, token: 't' }),
    onMessage,
    onStatus: (s) => statuses.push(s),
    onOutage,
    onForcedOffline,
  });
  return { client, statuses, onOutage, onForcedOffline, onMessage };
}

describe('ChatSocket reconnect policy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends init on open and passes server frames on', () => {
    const { client, statuses, onMessage } = makeSocket();
    client.start();
    expect(statuses).toEqual(['connecting']);
    FakeWebSocket.latest().serverOpen();
    expect(statuses.at(-1)).toBe('open');
    expect(FakeWebSocket.latest().frames()[0]).toEqual({ type: 'init', user_id: 1, token: 't' });
    FakeWebSocket.latest().serverSend({ type: 'tips', content: 'hi' });
    expect(onMessage).toHaveBeenCalledWith({ type: 'tips', content: 'hi' });
    client.stop();
  });

  it('retries every 5 s, at most 5 times in a row, and reports the outage once', () => {
    const { client, onOutage } = makeSocket();
    client.start();
    for (let i = 0; i < 5; i++) {
      FakeWebSocket.latest().serverDrop();
      expect(FakeWebSocket.instances).toHaveLength(i + 1);
      vi.advanceTimersByTime(4_999);
      expect(FakeWebSocket.instances).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(i + 2);
    }
    FakeWebSocket.latest().serverDrop();
    vi.advanceTimersByTime(4_999); // the 30 s health check is the next thing to reopen it
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(onOutage).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('reports a new outage after a connection opened again', () => {
    const { client, onOutage } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverDrop();
    vi.advanceTimersByTime(5_000);
    FakeWebSocket.latest().serverDrop();
    expect(onOutage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverDrop();
    expect(onOutage).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('a close for force offline stops for good, with no retry', () => {
    const { client, onOutage, onForcedOffline, statuses } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverDrop(4001);
    expect(onForcedOffline).toHaveBeenCalledTimes(1);
    expect(onOutage).not.toHaveBeenCalled();
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.running).toBe(false);
  });

  it('reinit sends the current init frame on an open socket only', () => {
    let token = 'a';
    const client = new ChatSocket({
      url: 'ws://x/ws/chat',
      createSocket: (url) => new FakeWebSocket(url),
      initFrame: () => ({ type: 'init', token }),
      onMessage: () => {},
      onStatus: () => {},
      onOutage: () => {},
      onForcedOffline: () => {},
    });
    client.start();
    client.reinit();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    token = 'b';
    client.reinit();
    expect(socket.frames()).toEqual([
      { type: 'init', token: 'a' },
      { type: 'init', token: 'b' },
    ]);
    client.stop();
  });

  it('a successful open resets the retry count', () => {
    const { client } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverDrop();
    vi.advanceTimersByTime(5_000);
    expect(client.retryCount).toBe(1);
    FakeWebSocket.latest().serverOpen();
    expect(client.retryCount).toBe(0);
    client.stop();
  });

  it('the 30 s health check reopens a socket that is not open after retries gave up', () => {
    const { client } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverDrop();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(5_000);
      FakeWebSocket.latest().serverDrop();
    }
    expect(FakeWebSocket.instances).toHaveLength(6);
    vi.advanceTimersByTime(30_000 - 25_000 - 1);
    expect(FakeWebSocket.instances).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(7);
    FakeWebSocket.latest().serverOpen();
    expect(client.isOpen).toBe(true);
    client.stop();
  });

  it('the health check leaves an open socket alone', () => {
    const { client } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverOpen();
    vi.advanceTimersByTime(90_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.stop();
  });

  it('a message sent while disconnected goes out after the reconnect, after init', () => {
    const { client } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverDrop();
    client.send({ type: 'message', content: 'later', content_type: 1 });
    expect(client.pendingCount).toBe(1);
    vi.advanceTimersByTime(5_000);
    const next = FakeWebSocket.latest();
    next.serverOpen();
    expect(next.frames().map((f) => f.type)).toEqual(['init', 'message']);
    expect(next.frames()[1]?.content).toBe('later');
    expect(client.pendingCount).toBe(0);
    client.stop();
  });

  it('stop() ends retries and health checks', () => {
    const { client, statuses } = makeSocket();
    client.start();
    FakeWebSocket.latest().serverOpen();
    client.stop();
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('chatSocketUrl', () => {
  it('follows the page protocol on the same host', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'blog.example:8443' }, '/ws/chat')).toBe('wss://blog.example:8443/ws/chat');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:5173' }, '/ws/chat')).toBe('ws://localhost:5173/ws/chat');
  });
});
