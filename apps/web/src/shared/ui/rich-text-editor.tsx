import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { registerLazyTexts } from '../i18n/lazy-texts';
import en from './i18n/rich-text.en.json';
import fr from './i18n/rich-text.fr.json';

// The editor's texts travel with the staff chunks that use it, not in the shop's first download.
registerLazyTexts('richText', { en, fr });

/**
 * The staff's one rich-text editor (Tiptap), for product tabs, content pages and articles:
 * headings, bold, italic, lists, quotes and links. It writes HTML; the server sanitises it again
 * before it is stored, whatever the browser sent.
 */
export function RichTextEditor({ labelId, value, onChange, lang }: { labelId: string; value: string; onChange: (html: string) => void; lang?: string }) {
  const { t } = useTranslation('richText');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['https', 'mailto'] } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'prose-content min-h-32 px-3 py-2 outline-none',
        ...(lang ? { lang } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A form reset (another product loaded) replaces the text without echoing it back.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tools = [
    { key: 'bold', run: () => editor?.chain().focus().toggleBold().run(), active: editor?.isActive('bold') },
    { key: 'italic', run: () => editor?.chain().focus().toggleItalic().run(), active: editor?.isActive('italic') },
    { key: 'heading', run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(), active: editor?.isActive('heading') },
    { key: 'bulletList', run: () => editor?.chain().focus().toggleBulletList().run(), active: editor?.isActive('bulletList') },
    { key: 'orderedList', run: () => editor?.chain().focus().toggleOrderedList().run(), active: editor?.isActive('orderedList') },
  ] as const;

  return (
    <div className="rounded-lg border border-ink-muted/40 bg-white focus-within:ring-2 focus-within:ring-brand">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap gap-1 border-b border-cream-dark p-1">
        {tools.map((tool) => (
          <button key={tool.key} type="button" onClick={tool.run} aria-pressed={Boolean(tool.active)} className={`min-h-9 rounded px-2 text-sm ${tool.active ? 'bg-brand text-white' : 'hover:bg-sage-light'}`}>
            {t(tool.key)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
