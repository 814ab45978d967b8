/**
 * The host an image would be fetched from, or null for our own files (`/uploads/…`, same site).
 * An applicant types their avatar's address: loading it from their server tells them the admin's
 * address and browser, so the console loads such pictures only when the admin asks.
 */
export function remoteImageHost(url: string): string | null {
  const value = url.trim();
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return null;
  try {
    return new URL(value, window.location.href).host;
  } catch {
    return null;
  }
}
