// The demo school's media files, made at seed time (nothing is fetched): two teaching diagrams drawn as SVG and
// rendered to PNG, a short three-note signal as WAV, and a cube as a GLB model. A video cannot be encoded on the server
// without ffmpeg, so the demo video and its picture are shipped in server/seed-media (scripts/make-video-fixture.mjs).
import { readFile } from 'node:fs/promises';
import { encodeWav } from '../../../src/shared/speech/wav.ts';

/** server/seed-media, found from this file's address (the same two folders up in the server bundle). */
const SEED_MEDIA_DIR = new URL('../../seed-media/', import.meta.url);

/** A shipped demo file by its name in server/seed-media. */
export const seedMediaFile = (name: string): Promise<Buffer> => readFile(new URL(name, SEED_MEDIA_DIR));

const sharpImport = () => import('sharp').then((m) => m.default);

const svgText = (x: number, y: number, text: string, size = 22, anchor = 'middle') =>
  `<text x="${x}" y="${y}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="${size}" text-anchor="${anchor}" fill="#1e293b">${text}</text>`;

const WATER_CYCLE = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
  <rect width="960" height="600" fill="#e0f2fe"/>
  <circle cx="120" cy="110" r="60" fill="#fbbf24"/>
  <ellipse cx="560" cy="120" rx="150" ry="55" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/>
  <path d="M0 470 Q240 420 480 470 T960 470 V600 H0Z" fill="#38bdf8"/>
  <path d="M620 470 L760 250 L900 470Z" fill="#65a30d"/>
  <path d="M300 420 C300 300 380 220 450 190" fill="none" stroke="#0369a1" stroke-width="6" marker-end="url(#a)"/>
  <path d="M640 180 C720 220 760 300 760 360" fill="none" stroke="#0369a1" stroke-width="6" stroke-dasharray="14 10"/>
  <defs><marker id="a" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto"><path d="M0 0L10 5L0 10Z" fill="#0369a1"/></marker></defs>
  ${svgText(480, 50, 'Vòng tuần hoàn của nước', 34)}
  ${svgText(300, 300, 'Bốc hơi')}
  ${svgText(560, 128, 'Ngưng tụ')}
  ${svgText(820, 310, 'Mưa')}
  ${svgText(480, 540, 'Nước chảy về biển, hồ', 22)}
</svg>`;

const PLANT_CELL = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
  <rect width="960" height="600" fill="#f0fdf4"/>
  <rect x="180" y="110" width="600" height="400" rx="40" fill="#bbf7d0" stroke="#166534" stroke-width="10"/>
  <rect x="200" y="130" width="560" height="360" rx="30" fill="#dcfce7" stroke="#4ade80" stroke-width="4"/>
  <ellipse cx="480" cy="310" rx="150" ry="110" fill="#e0f2fe" stroke="#0ea5e9" stroke-width="4"/>
  <circle cx="300" cy="220" r="45" fill="#c4b5fd" stroke="#6d28d9" stroke-width="4"/>
  <ellipse cx="660" cy="200" rx="40" ry="22" fill="#22c55e"/>
  <ellipse cx="650" cy="420" rx="40" ry="22" fill="#22c55e"/>
  <ellipse cx="300" cy="420" rx="40" ry="22" fill="#22c55e"/>
  ${svgText(480, 60, 'Cấu tạo tế bào thực vật', 34)}
  ${svgText(480, 318, 'Không bào')}
  ${svgText(300, 228, 'Nhân', 18)}
  ${svgText(660, 160, 'Lục lạp', 18)}
  ${svgText(860, 130, 'Thành tế bào', 18)}
  ${svgText(860, 560, 'Màng sinh chất nằm sát thành tế bào', 16, 'end')}
</svg>`;

const SOLAR_SYSTEM = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
  <rect width="960" height="600" fill="#0f172a"/>
  <circle cx="80" cy="300" r="120" fill="#f59e0b"/>
  ${[
    [240, 8, '#a8a29e', 'Thuỷ'],
    [310, 14, '#fcd34d', 'Kim'],
    [390, 15, '#3b82f6', 'Trái Đất'],
    [460, 11, '#ef4444', 'Hoả'],
    [580, 40, '#d6a36b', 'Mộc'],
    [720, 34, '#e7c98c', 'Thổ'],
    [830, 24, '#67e8f9', 'Thiên Vương'],
    [910, 23, '#6366f1', 'Hải Vương'],
  ]
    .map(
      ([x, r, fill, name]) =>
        `<circle cx="${x}" cy="300" r="${r}" fill="${fill}"/><text x="${x}" y="${300 + Number(r) + 28}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="16" text-anchor="middle" fill="#e2e8f0">${name}</text>`,
    )
    .join('')}
  <text x="480" y="60" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="34" text-anchor="middle" fill="#f8fafc">Hệ Mặt Trời</text>
</svg>`;

export const DIAGRAMS = { waterCycle: WATER_CYCLE, plantCell: PLANT_CELL, solarSystem: SOLAR_SYSTEM };

export async function pngOf(svg: string): Promise<Buffer> {
  const sharp = await sharpImport();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A mono WAV of three rising notes (C5, E5, G5), each `noteSeconds` long, with a short fade per note. */
export function chimeWav(noteSeconds = 0.6, rate = 22_050): Buffer {
  const notes = [523.25, 659.25, 783.99];
  const perNote = Math.round(noteSeconds * rate);
  const pcm = new Float32Array(perNote * notes.length);
  notes.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.min(1, i / 400, (perNote - i) / 2000);
      pcm[n * perNote + i] = Math.sin((2 * Math.PI * hz * i) / rate) * 0.37 * envelope;
    }
  });
  return Buffer.from(encodeWav(pcm, rate));
}

/** A unit cube as a binary glTF 2.0 (GLB): 24 vertices with normals, 36 indices, one blue material. */
export async function cubeGlb(): Promise<Buffer> {
  const faces: [number[], number[][]][] = [
    [
      [1, 0, 0],
      [
        [1, -1, -1],
        [1, 1, -1],
        [1, 1, 1],
        [1, -1, 1],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [-1, -1, 1],
        [-1, 1, 1],
        [-1, 1, -1],
        [-1, -1, -1],
      ],
    ],
    [
      [0, 1, 0],
      [
        [-1, 1, -1],
        [-1, 1, 1],
        [1, 1, 1],
        [1, 1, -1],
      ],
    ],
    [
      [0, -1, 0],
      [
        [-1, -1, 1],
        [-1, -1, -1],
        [1, -1, -1],
        [1, -1, 1],
      ],
    ],
    [
      [0, 0, 1],
      [
        [-1, -1, 1],
        [1, -1, 1],
        [1, 1, 1],
        [-1, 1, 1],
      ],
    ],
    [
      [0, 0, -1],
      [
        [1, -1, -1],
        [-1, -1, -1],
        [-1, 1, -1],
        [1, 1, -1],
      ],
    ],
  ];
  // Only a first start's demo needs the 3D writer.
  const { Document, NodeIO } = await import('@gltf-transform/core');
  const doc = new Document();
  const buffer = doc.createBuffer();
  const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(faces.flatMap(([, corners]) => corners.flat().map((c) => c * 0.5)))))
    .setAttribute('NORMAL', accessor('VEC3', new Float32Array(faces.flatMap(([normal]) => [normal, normal, normal, normal].flat()))))
    .setIndices(accessor('SCALAR', new Uint16Array(faces.flatMap((_, f) => [0, 1, 2, 0, 2, 3].map((i) => f * 4 + i)))))
    .setMaterial(doc.createMaterial().setBaseColorFactor([0.16, 0.42, 0.86, 1]).setMetallicFactor(0).setRoughnessFactor(0.6));
  const node = doc.createNode('Khối lập phương').setMesh(doc.createMesh().addPrimitive(primitive));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(node));
  return Buffer.from(await new NodeIO().writeBinary(doc));
}
