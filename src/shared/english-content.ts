// English content as a library type (spec §3 vocabulary kinds word/sentence/paragraph, §7 english_contents with words,
// download and import): a lesson of a textbook series holds items, each a text to pronounce with its meaning, IPA,
// an example and the addresses of a picture and a reference recording. Shared by the editor, the import and the server.
import * as v from 'valibot';
import type { LibraryItem } from './library.ts';
import { MSG } from './messages.ts';

export const VOCABULARY_KINDS = ['word', 'sentence', 'paragraph'] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];
export const VOCABULARY_KIND_LABELS: Record<VocabularyKind, string> = { word: 'Từ vựng', sentence: 'Mẫu câu', paragraph: 'Đoạn văn' };

/** A lesson as lists show it: the library item with its unit, kind, school year and how many items it holds. */
export interface EnglishLesson extends LibraryItem {
  unit: string;
  kind: VocabularyKind;
  gradeLevel: number;
  itemCount: number;
}

export interface EnglishItem {
  id: number;
  text: string;
  meaning: string | null;
  phonetic: string | null;
  example: string | null;
  imageUrl: string | null;
  audioUrl: string | null;
  /** Words of the text the scorer's dictionary lacks: their pronunciation is made by letter-to-sound rules. */
  generatedWords: string[];
}

export interface EnglishContent {
  unit: string;
  kind: VocabularyKind;
  items: EnglishItem[];
}

/** At most this many items in a lesson (a unit's vocabulary is a few dozen). */
export const MAX_ENGLISH_ITEMS = 200;

const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(MSG.invalidInput)),
      v.transform((s) => (s ?? '').trim() || null),
      v.check((s) => s === null || s.length <= max, message),
    ),
    null,
  );
const optionalLink = v.optional(
  v.pipe(
    v.nullable(v.string(MSG.invalidInput)),
    v.transform((s) => (s ?? '').trim() || null),
    v.check((s) => s === null || (/^(https?:\/\/|\/(?!\/))\S+$/i.test(s) && s.length <= 1000), MSG.englishLinkInvalid),
  ),
  null,
);

/** One item, as the editor saves it and as an imported row is checked. */
export const englishItemSchema = v.object({
  text: v.pipe(v.string(MSG.englishTextRequired), v.trim(), v.minLength(1, MSG.englishTextRequired), v.maxLength(2000, MSG.englishTextTooLong)),
  meaning: optionalText(500, MSG.englishFieldTooLong),
  phonetic: optionalText(500, MSG.englishFieldTooLong),
  example: optionalText(500, MSG.englishFieldTooLong),
  imageUrl: optionalLink,
  audioUrl: optionalLink,
});
export type EnglishItemInput = v.InferOutput<typeof englishItemSchema>;

export const englishContentSchema = v.object({
  unit: v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(100, MSG.englishUnitTooLong)),
  kind: v.picklist(VOCABULARY_KINDS, MSG.invalidInput),
  items: v.pipe(v.array(englishItemSchema, MSG.invalidInput), v.maxLength(MAX_ENGLISH_ITEMS, MSG.englishTooManyItems)),
});
export type EnglishContentInput = v.InferOutput<typeof englishContentSchema>;

/** The import's body: the rows read from the sheet, checked (dryRun) or added to the lesson. */
export const englishImportSchema = v.object({
  rows: v.pipe(v.array(v.unknown(), MSG.invalidInput), v.minLength(1, MSG.invalidInput), v.maxLength(MAX_ENGLISH_ITEMS, MSG.englishTooManyItems)),
  dryRun: v.optional(v.boolean(MSG.invalidInput), false),
});

/** The spreadsheet's columns, in the template's order (the download uses them too, so a download imports back). */
export const ENGLISH_SHEET_COLUMNS = [
  { key: 'text', title: 'Từ/câu tiếng Anh', aliases: ['tu', 'cau', 'tu vung', 'text', 'word', 'noi dung'], width: 40 },
  { key: 'meaning', title: 'Nghĩa tiếng Việt', aliases: ['nghia', 'meaning'], width: 30 },
  { key: 'phonetic', title: 'Phiên âm (IPA)', aliases: ['phien am', 'ipa', 'phonetic'], width: 20 },
  { key: 'example', title: 'Ví dụ', aliases: ['vi du', 'example'], width: 40 },
  { key: 'imageUrl', title: 'Địa chỉ hình ảnh', aliases: ['hinh anh', 'image'], width: 30 },
  { key: 'audioUrl', title: 'Địa chỉ âm thanh mẫu', aliases: ['am thanh', 'audio', 'am thanh mau'], width: 30 },
] as const;
export type EnglishSheetKey = (typeof ENGLISH_SHEET_COLUMNS)[number]['key'];
export type EnglishSheetRow = Partial<Record<EnglishSheetKey, string>>;
