// Resumable uploads (server/src/uploads): the largest file, and where the app sends them.
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
export const UPLOAD_ENDPOINT = '/api/s/uploads';
