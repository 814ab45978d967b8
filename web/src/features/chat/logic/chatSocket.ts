import { CHAT_FORCED_OFFLINE_CLOSE_CODE, type ChatServerMessage } from '@blog/contract';
import { HEALTH_CHECK_MS, PENDING_MAX, RECONNECT_INTERVAL_MS, RECONNECT_MAX_TRIES } from '../constants';

export type ChatConnectionStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface ChatSocketOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** The init frame, read on every (re)connect so a new login is picked up. */
  initFrame: () => object;
  onMessage: (message: ChatServerMessage) => void;
  /** 'open' comes after the init frame and the waiting frames went out, so the caller may send. */
  onStatus: (status: ChatConnectionStatus) => void;
  /**
   * The connection dropped or failed while still wanted: the 聊天室连接失败 notice. Once per outage:
   * the retries that fail after it stay quiet until a connection opens again.
   */
  onOutage: () => void;
  /** The server closed the socket because an admin forced the user offline: no retries follow. */
  onForcedOffline: () => void;
  retryMs?: number;
  maxRetries?: number;
  healthCheckMs?: number;
}

function parseServerMessage(raw: unknown): ChatServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') return null;
    return value as ChatServerMessage;
  } catch {
    return null;
  }
}

/**
 * One websocket with the SPEC.md §8/§9 policy: after a failure retry every 5 s, at most 5 times in
 * a row; every 30 s a socket that is not open is reopened (a new round of retries); frames sent
 * while not open wait and go out after the init frame of the next connection.
 */
export class ChatSocket {
  private socket: SocketLike | null = null;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private healthTimer: ReturnType<typeof setInterval> | null = null;
  private pending: string[] = [];
  private wanted = false;
  /** The current outage was reported already. */
  private outageReported = false;
  private readonly retryMs: number;
  private readonly maxRetries: number;
  private readonly healthCheckMs: number;

  constructor(private readonly options: ChatSocketOptions) {
    this.retryMs = options.retryMs ?? RECONNECT_INTERVAL_MS;
    this.maxRetries = options.maxRetries ?? RECONNECT_MAX_TRIES;
    this.healthCheckMs = options.healthCheckMs ?? HEALTH_CHECK_MS;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  get retryCount(): number {
    return this.retries;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  /** Wanted: started and not stopped (it may be between retries). */
  get running(): boolean {
    return this.wanted;
  }

  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.retries = 0;
    this.outageReported = false;
    this.open();
    this.healthTimer = setInterval(() => this.checkHealth(), this.healthCheckMs);
  }

  /** Closes for good: no retries, no health checks, pending frames dropped. */
  stop(): void {
    this.wanted = false;
    this.clearRetry();
    if (this.healthTimer !== null) clearInterval(this.healthTimer);
    this.healthTimer = null;
    this.pending = [];
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close();
    }
    this.options.onStatus('closed');
  }

  send(frame: object): void {
    const text = JSON.stringify(frame);
    if (this.isOpen && this.socket) {
      this.socket.send(text);
      return;
    }
    this.pending.push(text);
    if (this.pending.length > PENDING_MAX) this.pending.shift();
  }

  /** A new login or logout: an open socket tells the server at once; a closed one does on opening. */
  reinit(): void {
    if (this.isOpen && this.socket) this.socket.send(JSON.stringify(this.options.initFrame()));
  }

  private open(): void {
    this.clearRetry();
    if (this.socket) {
      this.detach(this.socket);
      this.socket.close();
    }
    this.options.onStatus('connecting');
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    } catch {
      this.socket = null;
      this.handleDrop();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
      this.outageReported = false;
      socket.send(JSON.stringify(this.options.initFrame()));
      const queued = this.pending;
      this.pending = [];
      for (const text of queued) socket.send(text);
      this.options.onStatus('open');
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) this.options.onMessage(message);
    };
    // error is always followed by close; handling close alone avoids a double retry.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === CHAT_FORCED_OFFLINE_CLOSE_CODE) {
        this.stop();
        this.options.onForcedOffline();
        return;
      }
      this.handleDrop();
    };
  }

  private handleDrop(): void {
    this.options.onStatus('closed');
    if (!this.wanted) return;
    if (!this.outageReported) {
      this.outageReported = true;
      this.options.onOutage();
    }
    if (this.retries >= this.maxRetries) return;
    this.retries++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted) this.open();
    }, this.retryMs);
  }

  private checkHealth(): void {
    if (!this.wanted || this.isOpen || this.retryTimer !== null) return;
    if (this.socket && this.socket.readyState === 0) return; // still connecting
    this.retries = 0;
    this.open();
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
  }
}

/** Same origin, ws:// or wss:// after the page's own protocol. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}
