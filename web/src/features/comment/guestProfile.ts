import { GUEST_COMMENT_LIMITS, GUEST_COMMENT_TEXT } from '@blog/contract';

/** What a guest fills in once; remembered in this browser (never sent anywhere but with a comment). */
export interface GuestProfile {
  name: string;
  email: string;
  url: string;
}

const KEY = 'blog.guestProfile';
export const EMPTY_GUEST: GuestProfile = { name: '', email: '', url: '' };

export function loadGuestProfile(): GuestProfile {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<GuestProfile> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_GUEST;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { name: text(saved.name), email: text(saved.email), url: text(saved.url) };
  } catch {
    return EMPTY_GUEST;
  }
}

export function saveGuestProfile(profile: GuestProfile): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(profile));
  } catch {
    // Private mode or a full store: the fields just are not remembered.
  }
}

/** The first problem the server would report (contract guestCommentFields), or null. */
export function guestProfileProblem(profile: GuestProfile): string | null {
  const name = profile.name.trim();
  if (!name) return GUEST_COMMENT_TEXT.nameMissing;
  if (Array.from(name).length > GUEST_COMMENT_LIMITS.nameMax) return GUEST_COMMENT_TEXT.nameTooLong;
  const email = profile.email.trim();
  if (email && !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email)) return GUEST_COMMENT_TEXT.emailInvalid;
  const url = profile.url.trim();
  if (url && !/^https?:\/\/[^\s<>"]+$/i.test(url)) return GUEST_COMMENT_TEXT.urlInvalid;
  return null;
}
