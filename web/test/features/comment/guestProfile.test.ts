import { describe, expect, it } from 'vitest';
import { GUEST_COMMENT_TEXT } from '@blog/contract';
import { solveCaptcha } from '@/features/captcha/captcha';
import { guestProfileProblem, loadGuestProfile, saveGuestProfile } from '@/features/comment/guestProfile';

describe('guest profile', () => {
  it('is remembered in this browser and read back', () => {
    saveGuestProfile({ name: '小王', email: 'wang@example.com', url: '' });
    expect(loadGuestProfile()).toEqual({ name: '小王', email: 'wang@example.com', url: '' });
  });

  it('names the first problem the server would report', () => {
    expect(guestProfileProblem({ name: '  ', email: '', url: '' })).toBe(GUEST_COMMENT_TEXT.nameMissing);
    expect(guestProfileProblem({ name: '小王', email: 'nope', url: '' })).toBe(GUEST_COMMENT_TEXT.emailInvalid);
    expect(guestProfileProblem({ name: '小王', email: '', url: 'javascript:alert(1)' })).toBe(GUEST_COMMENT_TEXT.urlInvalid);
    expect(guestProfileProblem({ name: '小王', email: '', url: 'https://wang.example.com' })).toBeNull();
  });
});

describe('solveCaptcha', () => {
  it('finds the number whose SHA-256 with the salt is the challenge, and says when none does', async () => {
    const salt = 'abc?expires=1';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}123`));
    const challenge = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(await solveCaptcha({ challenge, salt, maxnumber: 1000 })).toBe(123);
    expect(await solveCaptcha({ challenge, salt, maxnumber: 100 })).toBeNull();
  });
});
