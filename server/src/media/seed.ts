// Demo media (after the database seed, once file storage is open): the school's approved diagrams, a sound, a 3D cube
// and a video with its picture, one waiting for review, one in Ms Lan's own library and a system picture, filed under
// media categories.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { randomUUID } from 'node:crypto';
import type { Storage } from '../platform/storage/index.ts';
import { makeThumbnail } from '../uploads/thumbnails.ts';
import { refreshUsedStorage } from '../uploads/quota.ts';
import { fold } from '../../../src/shared/fold.ts';
import type { MediaType } from '../../../src/shared/media.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../seed.ts';
import { DIAGRAMS, chimeWav, cubeGlb, pngOf, seedMediaFile } from './seed-files.ts';

/** A stored file of the seed: its bytes, type and name. */
interface SeedFile {
  file: () => Promise<Buffer> | Buffer;
  contentType: string;
  filename: string;
}

interface SeedMedia extends SeedFile {
  name: string;
  description?: string;
  level: 'system' | 'school' | 'personal';
  status?: 'approved' | 'pending';
  owner: string;
  mediaType: MediaType;
  /** A video's picture (its frame at 10 %), stored as its own file as an upload's is. */
  picture?: SeedFile;
  durationSeconds?: number;
  subject?: string;
  grade?: number;
  category?: string;
}

/** The demo video (server/seed-media, made by scripts/make-video-fixture.mjs), shown in a lecture and given to a class. */
export const DEMO_VIDEO = 'Video: Sự bay hơi của nước';

const ITEMS: SeedMedia[] = [
  {
    name: 'Sơ đồ vòng tuần hoàn của nước',
    description: 'Dùng cho bài "Sự chuyển thể của chất" – Khoa học tự nhiên 6.',
    level: 'school',
    owner: DEMO.teacher2,
    file: () => pngOf(DIAGRAMS.waterCycle),
    contentType: 'image/png',
    filename: 'vong-tuan-hoan-nuoc.png',
    mediaType: 'image',
    subject: 'Khoa học tự nhiên',
    grade: 6,
    category: 'Hình ảnh minh hoạ',
  },
  {
    name: 'Cấu tạo tế bào thực vật',
    level: 'school',
    owner: DEMO.teacher,
    file: () => pngOf(DIAGRAMS.plantCell),
    contentType: 'image/png',
    filename: 'te-bao-thuc-vat.png',
    mediaType: 'image',
    subject: 'Khoa học tự nhiên',
    grade: 6,
    category: 'Hình ảnh minh hoạ',
  },
  {
    name: 'Âm báo bắt đầu hoạt động nhóm',
    description: 'Ba nốt ngắn, mở khi các nhóm bắt đầu thảo luận.',
    level: 'school',
    owner: DEMO.teacher,
    file: () => chimeWav(),
    contentType: 'audio/wav',
    filename: 'am-bao.wav',
    mediaType: 'audio',
    durationSeconds: 2,
    category: 'Âm thanh',
  },
  {
    name: 'Khối lập phương (mô hình 3D)',
    description: 'Xoay để quan sát các mặt, cạnh và đỉnh của hình lập phương.',
    level: 'school',
    owner: DEMO.teacher2,
    file: () => cubeGlb(),
    contentType: 'model/gltf-binary',
    filename: 'khoi-lap-phuong.glb',
    mediaType: '3d',
    subject: 'Toán',
    grade: 6,
    category: 'Mô hình 3D',
  },
  {
    name: DEMO_VIDEO,
    description: 'Hoạt hình 10 giây: nắng làm nước nóng lên, hơi nước bốc lên thành mây.',
    level: 'school',
    owner: DEMO.teacher2,
    file: () => seedMediaFile('su-bay-hoi-cua-nuoc.webm'),
    contentType: 'video/webm',
    filename: 'su-bay-hoi-cua-nuoc.webm',
    mediaType: 'video',
    durationSeconds: 10,
    picture: { file: () => seedMediaFile('su-bay-hoi-cua-nuoc.webp'), contentType: 'image/webp', filename: 'su-bay-hoi-cua-nuoc-anh.webp' },
    subject: 'Khoa học tự nhiên',
    grade: 6,
    category: 'Video',
  },
  {
    name: 'Tế bào thực vật – bản nháp có chú thích',
    level: 'school',
    status: 'pending',
    owner: DEMO.teacher,
    file: () => pngOf(DIAGRAMS.plantCell),
    contentType: 'image/png',
    filename: 'te-bao-nhap.png',
    mediaType: 'image',
    subject: 'Khoa học tự nhiên',
    grade: 6,
  },
  {
    name: 'Ảnh vòng tuần hoàn nước (bản của tôi)',
    level: 'personal',
    owner: DEMO.teacher,
    file: () => pngOf(DIAGRAMS.waterCycle),
    contentType: 'image/png',
    filename: 'vong-tuan-hoan-cua-toi.png',
    mediaType: 'image',
    subject: 'Khoa học tự nhiên',
    grade: 6,
  },
  {
    name: 'Hệ Mặt Trời',
    description: 'Tám hành tinh theo thứ tự xa dần Mặt Trời (kích thước không theo tỉ lệ).',
    level: 'system',
    owner: DEMO.systemAdmin,
    file: () => pngOf(DIAGRAMS.solarSystem),
    contentType: 'image/png',
    filename: 'he-mat-troi.png',
    mediaType: 'image',
    subject: 'Khoa học tự nhiên',
    grade: 6,
  },
];

export async function seedMedia(db: Db, storage: Storage): Promise<void> {
  const [school] = await db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const emails = [...new Set(ITEMS.map((i) => i.owner))];
  const users = new Map((await db.select().from(t.users).where(inArray(t.users.email, emails))).map((u) => [u.email, u.id]));
  const subjects = await db.select().from(t.subjects);
  const grades = await db.select().from(t.grades);
  const categories = new Map<string, number>();
  for (const name of ['Hình ảnh minh hoạ', 'Âm thanh', 'Mô hình 3D', 'Video']) {
    const [row] = await db.insert(t.libraryCategories).values({ type: 'media', schoolId: school!.id, name }).returning();
    categories.set(name, row!.id);
  }
  for (const item of ITEMS) {
    const ownerId = users.get(item.owner)!;
    const schoolId = item.level === 'system' ? null : school!.id;
    const store = async (f: SeedFile) => {
      const body = await f.file();
      // Where an uploaded file lives (the public address is made from it: content-files.ts).
      const key = `uploads/${randomUUID()}`;
      const stored = await storage.put(key, body, { contentType: f.contentType });
      const [row] = await db
        .insert(t.storedFiles)
        .values({ key, kind: 'media', ownerId, schoolId, contentType: f.contentType, size: body.length, etag: stored.etag, filename: f.filename })
        .returning();
      return row!;
    };
    const file = await store(item);
    const picture = item.picture ? await store(item.picture) : null;
    if (item.mediaType === 'image') await makeThumbnail(db, storage, file.id);
    await db.insert(t.mediaResources).values({
      schoolId,
      ownerId,
      name: item.name,
      description: item.description ?? null,
      mediaType: item.mediaType,
      fileId: file.id,
      thumbnailFileId: picture?.id ?? null,
      durationSeconds: item.durationSeconds ?? null,
      level: item.level,
      status: item.status ?? 'approved',
      categoryId: item.category ? categories.get(item.category)! : null,
      subjectId: item.subject ? subjects.find((s) => s.name === item.subject)!.id : null,
      gradeId: item.grade ? grades.find((g) => g.level === item.grade)!.id : null,
      searchText: fold(`${item.name} ${item.description ?? ''}`),
    });
  }
  for (const id of users.values()) await refreshUsedStorage(db, id);
}
