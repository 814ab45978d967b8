/**
 * Publish/subscribe between the server processes that serve one site. Payloads are JSON values;
 * a publisher receives its own messages too, so every process handles an event by one code path.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes. */
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type BusHandler = (payload: unknown) => void;
