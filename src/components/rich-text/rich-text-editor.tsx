// The rich text editor (Tiptap): bold, italic, underline, lists, formulas typed as LaTeX with a live preview, and
// pictures sent to the platform's uploads. Loaded on its own when a form first shows a rich field, so none of it is in
// the app shell. It emits only what the server's allow-list keeps (src/shared/rich-text.ts): headings, links, code
// and rules are switched off.
import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Mathematics from '@tiptap/extension-mathematics';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { MSG } from '@/shared/messages.ts';
import { formulaPreview } from './typeset.ts';
import { uploadContentFile } from './content-upload.ts';
import { richValue, type RichValue } from './plain-html.ts';

export interface RichTextEditorProps {
  /** The HTML the editor opens with (plain text already turned into paragraphs). */
  initialHtml: string;
  onChange: (value: RichValue) => void;
  onBlur?: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Receives a function that focuses the editor (react-hook-form focuses the first field in error). */
  focusRef?: (focus: (() => void) | null) => void;
  /** A short field (an option): one line high. */
  compact?: boolean;
}

function attributes({ labelledBy, describedBy, invalid, compact }: Pick<RichTextEditorProps, 'labelledBy' | 'describedBy' | 'invalid' | 'compact'>) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: `${compact ? 'min-h-9' : 'min-h-20'} px-3 py-2 text-sm`,
  };
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface FormulaEdit {
  latex: string;
  /** Where the formula being changed sits; absent for a new one. */
  pos?: number;
}

function FormulaDialog({ edit, onClose, onSave }: { edit: FormulaEdit | null; onClose: () => void; onSave: (latex: string) => void }) {
  const [latex, setLatex] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setLatex(edit?.latex ?? '');
    setTouched(false);
  }, [edit]);
  const preview = latex.trim() ? formulaPreview(latex) : null;
  const error = preview && 'error' in preview ? `${MSG.formulaInvalid}: ${preview.error}` : touched && !latex.trim() ? MSG.formulaEmpty : null;
  const save = () => {
    setTouched(true);
    if (preview && 'html' in preview) onSave(latex.trim());
  };
  return (
    <Dialog
      open={!!edit}
      onClose={onClose}
      title={edit?.pos === undefined ? 'Chèn công thức' : 'Sửa công thức'}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Huỷ
          </Button>
          <Button onClick={save}>{edit?.pos === undefined ? 'Chèn' : 'Cập nhật'}</Button>
        </>
      }
    >
      <label htmlFor="formula-latex" className="mb-1 block text-sm font-medium text-slate-700">
        Công thức (LaTeX)
      </label>
      <textarea
        id="formula-latex"
        rows={3}
        value={latex}
        onChange={(e) => setLatex(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="formula-help"
        spellCheck={false}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
        placeholder={'\\frac{a}{b} + \\sqrt{x^2 + 1}'}
      />
      <p id="formula-help" className="mt-1 text-xs text-slate-500">
        {'Ví dụ: x^2 (mũ), x_1 (chỉ số), \\frac{a}{b} (phân số), \\sqrt{x} (căn), \\pi, \\le, \\ge.'}
      </p>
      <div className="mt-3 min-h-12 rounded-lg bg-slate-50 p-3 text-center text-lg" aria-live="polite">
        {preview && 'html' in preview ? (
          <span data-testid="formula-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <span className="text-sm text-slate-500">Xem trước công thức</span>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </Dialog>
  );
}

function ToolButton({
  label,
  active,
  onClick,
  children,
  disabled,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11 disabled:opacity-40 ${
        active ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

function Toolbar({
  editor,
  onFormula,
  onPicture,
  uploading,
  compact,
}: {
  editor: Editor;
  onFormula: () => void;
  onPicture: () => void;
  uploading: boolean;
  compact?: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    // A short field (an option) shows its tools only while it is being edited, so a list of options stays compact.
    <div
      role="toolbar"
      aria-label="Định dạng"
      className={`${compact ? 'hidden group-focus-within:flex' : 'flex'} flex-wrap gap-0.5 border-b border-slate-200 px-1 py-1`}
    >
      <ToolButton label="Đậm" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </ToolButton>
      <ToolButton label="Nghiêng" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </ToolButton>
      <ToolButton label="Gạch chân" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </ToolButton>
      <ToolButton label="Danh sách" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        •≡
      </ToolButton>
      <ToolButton label="Danh sách đánh số" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1.≡
      </ToolButton>
      <ToolButton label="Chèn công thức" onClick={onFormula}>
        <span className="font-serif italic">ƒx</span>
      </ToolButton>
      <ToolButton label="Chèn hình ảnh" onClick={onPicture} disabled={uploading}>
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4Zm2 0v8.6l2.3-2.3a1 1 0 0 1 1.4 0l1.3 1.3 3.3-3.3a1 1 0 0 1 1.4 0L15 8.6V4H5Zm2.5 3a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
        </svg>
      </ToolButton>
    </div>
  );
}

export default function RichTextEditor({ initialHtml, onChange, onBlur, labelledBy, describedBy, invalid, focusRef, compact }: RichTextEditorProps) {
  const [formula, setFormula] = useState<FormulaEdit | null>(null);
  const [upload, setUpload] = useState<{ share: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    // The policy allows no inline <style>: the editor's few rules are in styles.css.
    injectCSS: false,
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({ heading: false, code: false, codeBlock: false, horizontalRule: false, link: false }),
      Image.configure({ inline: false, allowBase64: false }),
      Mathematics.configure({
        katexOptions: { output: 'mathml', throwOnError: false },
        inlineOptions: { onClick: (node, pos) => setFormula({ latex: String(node.attrs.latex ?? ''), pos }) },
      }),
    ],
    content: initialHtml,
    editorProps: { attributes: attributes({ labelledBy, describedBy, invalid, compact }) },
    onUpdate: ({ editor: e }) => changed.current(richValue(e.getHTML())),
    onBlur: () => onBlur?.(),
  });

  // An error shown or cleared after the editor opened.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributes({ labelledBy, describedBy, invalid, compact }) } });
  }, [editor, labelledBy, describedBy, invalid, compact]);

  useEffect(() => {
    focusRef?.(() => editor.commands.focus());
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  const saveFormula = (latex: string) => {
    if (formula?.pos !== undefined) editor.chain().focus().updateInlineMath({ latex, pos: formula.pos }).run();
    else editor.chain().focus().insertInlineMath({ latex }).run();
    setFormula(null);
  };

  const pickPicture = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (!IMAGE_TYPES.split(',').includes(file.type)) {
      setUploadError(MSG.contentImageType);
      return;
    }
    setUpload({ share: 0 });
    try {
      const src = await uploadContentFile(file, (share) => setUpload({ share }));
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : MSG.contentUploadFailed);
    } finally {
      setUpload(null);
    }
  };

  return (
    <div
      className={`group rounded-lg border bg-white focus-within:ring-2 ${
        invalid ? 'border-red-500 focus-within:ring-red-200' : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
      }`}
    >
      <Toolbar
        editor={editor}
        onFormula={() => setFormula({ latex: '' })}
        onPicture={() => fileInput.current?.click()}
        uploading={!!upload}
        compact={compact}
      />
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES}
        className="hidden"
        aria-label="Tệp hình ảnh"
        onChange={(e) => {
          void pickPicture(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {upload && (
        <p className="px-3 pb-2 text-xs text-slate-600" role="status">
          Đang tải hình ảnh lên… {Math.round(upload.share * 100)}%
        </p>
      )}
      {uploadError && (
        <p className="px-3 pb-2 text-xs text-red-600" role="alert">
          {uploadError}
        </p>
      )}
      <FormulaDialog edit={formula} onClose={() => setFormula(null)} onSave={saveFormula} />
    </div>
  );
}
