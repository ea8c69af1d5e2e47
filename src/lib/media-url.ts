// Where a content media path is fetched from. Spec §7: media URLs without 'http' are served under the API base; full
// URLs, in-memory ones (blob:, data:) and paths already under /api are used as they are.
export function mediaUrl(url: string): string {
  if (/^(https?:|blob:|data:)/.test(url) || url.startsWith('/api/')) return url;
  return `/api/${url.replace(/^\//, '')}`;
}
