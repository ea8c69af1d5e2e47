// A picture an e-book's area opens stays on the server while the area names it, even after its media item is
// deleted from the library (as a lecture's deck keeps the pictures it shows).
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { bookWorld, MATH, upload, type BookWorld } from './test-support.ts';
import type { BookArea } from '../../../src/shared/book.ts';

let world: BookWorld;

beforeAll(async () => {
  world = await bookWorld({ http: true, queue: true });
}, 120_000);
afterAll(() => world.close());

it('a media file shown by a book area is kept when its media item is deleted', async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const { fileId } = await upload(world, 'admin', png, 'so-huu-ti.png');
  const admin = world.tokens.admin;
  const made = await world.server.call('POST', 'media_resources', { token: admin, body: { name: 'Trục số hữu tỉ', fileId } });
  expect(made.status).toBe(201);
  const mediaId = made.json.data.id as number;
  const bookId = world.books[MATH]!;
  const put = await world.server.call('PUT', `books/${bookId}/areas`, {
    token: admin,
    body: { areas: [{ id: 'truc-so', page: 2, rect: { x: 10, y: 10, w: 30, h: 20 }, label: 'Xem trục số', target: { kind: 'media', mediaId } }] },
  });
  expect(put.status).toBe(200);
  const [area] = put.json.data as BookArea[];
  const url = area!.target.type === 'media' ? area!.target.url : '';

  expect((await world.server.call('DELETE', `media_resources/${mediaId}`, { token: admin })).status).toBe(200);
  const still = await world.server.app.request(url);
  expect(still.status).toBe(200);
  expect(Buffer.from(await still.arrayBuffer()).equals(png)).toBe(true);
});
