/**
 * Every limit the chat socket enforces against a misbehaving peer, in one place. A peer may hold
 * memory on the server only in proportion to what it is allowed to do: these numbers bound it.
 */

/**
 * The server pings every socket this often; one that has not answered (pong) by the next round is
 * dropped. Browsers answer protocol pings by themselves, so a live tab always passes. 30 s keeps
 * the traffic negligible and is below the idle timeouts of common proxies (nginx: 60 s), so the
 * ping also keeps a quiet connection open; a dead or non-reading peer is gone within 60 s.
 */
export const CHAT_HEARTBEAT_MS = 30_000;

/**
 * Bytes waiting in a socket's send buffer (ws `bufferedAmount`, beyond what the kernel holds)
 * above which online lists skip it: a reading client drains a few kilobytes at once, so 64 KiB
 * means it is far behind. The next list it gets is the current one, so skipping loses no state.
 */
export const CHAT_SEND_BUFFER_SOFT_BYTES = 64 * 1024;

/**
 * Above this the peer is not reading at all: some 160 full-length (500-character) messages it has
 * not taken on top of the kernel's buffer, which no slow phone comes near. It is dropped, so one
 * socket never keeps more than about this much of the server's memory (1,000 such sockets at most
 * 256 MB, and only until the heartbeat drops them); messages are never skipped silently.
 */
export const CHAT_SEND_BUFFER_HARD_BYTES = 256 * 1024;

/**
 * Broadcasts of one event-loop tick go out together, as one write per socket; a batch is cut before
 * it would pass this size, so what one write adds to a socket's buffer stays small next to the caps
 * above (an online list larger than this goes alone).
 */
export const CHAT_BATCH_MAX_BYTES = 8 * 1024;

/**
 * In a big room a batch also waits this long per 100 sockets of this process (at most
 * CHAT_BATCH_WINDOW_MAX_MS): 1,000 sockets 10 ms, 5,000 sockets 50 ms. Each write costs the server
 * a system call per socket however small the frame, so fewer, fuller writes are what lets a
 * 5,000-socket room keep up; under 100 sockets a batch is one event-loop tick.
 */
export const CHAT_BATCH_WINDOW_MS_PER_100_SOCKETS = 1;
export const CHAT_BATCH_WINDOW_MAX_MS = 50;

/**
 * Open chat sockets per client address (behind a trusted proxy, the forwarded address, as the
 * HTTP rate limits use). A person has a tab or a few; a household or an office behind one NAT a
 * few dozen at most. One address cannot hold hundreds of sockets.
 */
export const CHAT_MAX_SOCKETS_PER_ADDRESS = 20;

/**
 * At most one online-list broadcast per process in this interval (and at most one presence
 * announcement to the other processes): a burst of logins, logouts or re-inits becomes one list,
 * so what a flood of frames costs the listeners is bounded by time, not by the flood.
 */
export const CHAT_PRESENCE_BROADCAST_MS = 1_000;

/** A fixed-window budget of frames of one type, per socket. */
export interface FrameRule {
  max: number;
  windowMs: number;
}

/**
 * Frames a socket may send per type. The web client sends init once per connection and once per
 * login or logout; messages are also limited per user (CHAT_SEND_RULE, 5 in 5 s, told as 发送太频繁),
 * so the socket's budget sits above that to let the user rule speak first. `invalid` counts frames
 * that are not JSON or not a known type.
 */
export const CHAT_FRAME_RULES = {
  init: { max: 5, windowMs: 10_000 },
  message: { max: 10, windowMs: 5_000 },
  revert: { max: 10, windowMs: 5_000 },
  offline: { max: 10, windowMs: 5_000 },
  invalid: { max: 10, windowMs: 5_000 },
} as const satisfies Record<string, FrameRule>;

/**
 * Frames refused for rate within one window of their type before the socket is dropped. The first
 * refusal is told (in Chinese); a client that goes on after that many is a flood, not a person.
 */
export const CHAT_FLOOD_DROP_AFTER = 20;

/** Close code for a socket dropped for flooding, too many sockets, or a full send buffer. */
export const CHAT_POLICY_CLOSE_CODE = 1008;
