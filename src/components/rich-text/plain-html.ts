// Between plain text and the editor's HTML: a stored plain text opens in the editor as paragraphs, and editor output
// that is only paragraphs of words is kept as plain text (no formatting, formula or picture to keep), so plain
// questions stay plain everywhere (spreadsheets, search, speech).
import { richPlainText } from '@/shared/rich-text.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const htmlFromPlain = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

/** What a rich field holds: its HTML ('' when plain) and its plain text. */
export interface RichValue {
  html: string;
  text: string;
}

export function richValue(editorHtml: string): RichValue {
  const text = richPlainText(editorHtml);
  const plain = !/<(?!\/?p>)[a-z/]/i.test(editorHtml);
  return { html: plain ? '' : editorHtml, text };
}
