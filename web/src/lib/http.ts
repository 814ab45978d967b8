import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_CODE, REQUEST_TIMEOUT_MS, VISITOR_KEY_HEADER, type ApiEnvelope } from '@blog/contract';
import { feedback } from './feedback';
import { getVisitorKey } from './visitorKey';

declare module 'axios' {
  interface InternalAxiosRequestConfig {
    /** When the request left, so 401s of one burst can be told apart from later ones. */
    sentAt?: number;
  }
  interface AxiosRequestConfig {
    /** Resolve code-100 answers without the 温馨提示 toast: the caller shows its own notice (login, register). */
    skipBusinessToast?: boolean;
  }
}

/** What every failed call rejects with; the user has already seen a toast when `notified`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    readonly notified: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A code-100 answer (the server refused: not found, not allowed); the user saw its 温馨提示 toast. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === API_CODE.warning;
}

/** What to tell the user about a failure, or null when the http client already toasted it (401, 403, 429, 500, code-100 refusals). */
export function unshownMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.notified) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Says in an error toast why an action failed, unless the http client already did. */
export function toastFailure(error: unknown, fallback: string): void {
  const message = unshownMessage(error, fallback);
  if (message) feedback.message.error(message);
}

/**
 * The result of a successful answer. A refusal that is not a warning (code 100, already toasted)
 * still must not pass as data: it rejects.
 */
export function resultOf<T>(res: ApiEnvelope<T>): T {
  if (res.code !== API_CODE.success) throw new Error(res.message || '请求失败');
  return res.result;
}

type TokenProvider = () => string | null | undefined;
type UnauthorizedHandler = () => void;

let tokenProvider: TokenProvider = () => null;
let unauthorizedHandler: UnauthorizedHandler = () => {};
let lastUnauthorizedAt = Number.NEGATIVE_INFINITY;

/** 401s arriving this soon after a handled one belong to the same burst. */
export const UNAUTHORIZED_QUIET_MS = 3_000;

/** The accounts feature plugs its session store in here. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** Called once per burst of 401 answers (clears the session, opens the login dialog). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** For tests: forget the last handled 401. */
export function resetUnauthorizedLatch(): void {
  lastUnauthorizedAt = Number.NEGATIVE_INFINITY;
}

export const httpClient = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
});

httpClient.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const token = tokenProvider();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set(VISITOR_KEY_HEADER, getVisitorKey());
  config.headers = headers;
  config.sentAt = Date.now();
  return config;
});

const WARNING_TITLE = '温馨提示';
const ERROR_TITLE = '错误提示';

function warn(description: string): void {
  feedback.notification.warning({ title: WARNING_TITLE, description });
}

function fail(description: string): void {
  feedback.notification.error({ title: ERROR_TITLE, description });
}

function handleUnauthorized(serverMessage: string | undefined, sentAt: number | undefined): boolean {
  const now = Date.now();
  const sameBurst = (sentAt ?? now) <= lastUnauthorizedAt || now - lastUnauthorizedAt < UNAUTHORIZED_QUIET_MS;
  if (sameBurst) return false;
  lastUnauthorizedAt = now;
  fail(serverMessage || '登录过期');
  unauthorizedHandler();
  return true;
}

/** SPEC.md §8: one toast per failing status; true when the user was told. */
function notifyStatus(status: number, serverMessage: string | undefined, sentAt: number | undefined): boolean {
  switch (status) {
    case 401:
      return handleUnauthorized(serverMessage, sentAt);
    case 403:
      fail(serverMessage || '权限不足');
      return true;
    case 404:
      fail('接口没有找到');
      return true;
    case 408:
      warn(serverMessage || '服务端错误');
      return true;
    case 429:
      warn(serverMessage || '请求过于频繁，请稍后再试');
      return true;
    case 500:
      fail(serverMessage || '服务端错误');
      return true;
    default:
      return false;
  }
}

/** axios's own texts are English; what a visitor reads when no usable answer came. */
export const NO_ANSWER_TEXT = {
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后再试',
  unavailable: '服务暂时不可用，请稍后再试',
  other: '请求失败',
} as const;

function textWithoutServerWords(error: AxiosError): string {
  const status = error.response?.status;
  // A cancelled request is the caller's own doing; it reads the code, not the text.
  if (error.code === AxiosError.ERR_CANCELED) return error.message;
  if (status === undefined) return error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT ? NO_ANSWER_TEXT.timeout : NO_ANSWER_TEXT.network;
  return status >= 502 && status <= 504 ? NO_ANSWER_TEXT.unavailable : NO_ANSWER_TEXT.other;
}

httpClient.interceptors.response.use(
  (response: AxiosResponse<ApiEnvelope<unknown>>) => {
    const body = response.data;
    if (body && typeof body === 'object' && body.code === API_CODE.warning && !response.config.skipBusinessToast) {
      warn(body.message);
      return Promise.reject(new ApiError(body.message, response.status, body.code, true));
    }
    return response;
  },
  (error: AxiosError<Partial<ApiEnvelope<unknown>>>) => {
    const status = error.response?.status;
    const body = error.response?.data;
    const serverMessage = body && typeof body === 'object' && typeof body.message === 'string' ? body.message : undefined;
    const notified = status === undefined ? false : notifyStatus(status, serverMessage, error.config?.sentAt);
    const text = serverMessage || textWithoutServerWords(error);
    return Promise.reject(new ApiError(text, status, body?.code, notified));
  },
);

const unwrap = <T>(request: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<ApiEnvelope<T>> =>
  request.then((response) => response.data);

/** The one shared client of SPEC.md §7; each call resolves to the `/api` envelope. */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig) => unwrap(httpClient.get<ApiEnvelope<T>>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    unwrap(httpClient.post<ApiEnvelope<T>>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    unwrap(httpClient.put<ApiEnvelope<T>>(url, data, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig) => unwrap(httpClient.delete<ApiEnvelope<T>>(url, config)),
};
