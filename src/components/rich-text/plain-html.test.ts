import { describe, expect, it } from 'vitest';
import { formulaComplaint } from '@/shared/rich-text.ts';
import { htmlFromPlain, richValue } from './plain-html.ts';

describe('rich values', () => {
  it('keeps paragraphs of words as plain text', () => {
    expect(richValue('<p>Tính 2 &lt; 3</p><p>dòng hai</p>')).toEqual({ html: '', text: 'Tính 2 < 3\ndòng hai' });
  });

  it('keeps formatting, formulas and pictures as HTML beside their plain text', () => {
    const html = '<p><strong>Giải</strong> <span data-type="inline-math" data-latex="x^2=4"></span></p><img src="/api/files/x" alt="">';
    expect(richValue(html)).toEqual({ html, text: 'Giải $x^2=4$\n[hình ảnh]' });
  });

  it('opens plain text as escaped paragraphs and reads it back unchanged', () => {
    const text = 'a <b> & c\nhai';
    expect(htmlFromPlain(text)).toBe('<p>a &lt;b&gt; &amp; c</p><p>hai</p>');
    expect(richValue(htmlFromPlain(text))).toEqual({ html: '', text });
  });
});

describe('formula complaints', () => {
  it('says in Vietnamese what KaTeX found wrong', () => {
    expect(formulaComplaint("KaTeX parse error: Expected '}', got 'EOF' at end of input: \\sqrt{x")).toBe('thiếu “}”');
    expect(formulaComplaint('KaTeX parse error: Undefined control sequence: \\fracc at position 1')).toBe('không có lệnh \\fracc');
    expect(formulaComplaint("KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{-2}{3")).toBe('thiếu “}”');
    expect(formulaComplaint('something else')).toBe('kiểm tra lại cách viết');
  });
});
