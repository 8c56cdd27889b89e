import { useEffect, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { LinkIcon, OrderedListIcon, RedoIcon, UndoIcon } from './editor-icons';

/** The message editor's height (accounts §9): 500 px. */
export const EDITOR_HEIGHT_PX = 500;

interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy?: string;
  isInvalid: boolean;
  /** Called with the HTML and the plain text on every change. */
  onChange: (html: string, text: string) => void;
  /** Bumped to clear the editor (after a send). */
  resetKey: number;
}

/**
 * Compose's rich-text message (accounts §2.10) on Tiptap: paragraphs, headings, bold, italic,
 * underline, strikethrough, lists, quotes and links, what the server's message allow-list keeps.
 */
export function RichTextEditor({ id, labelId, describedBy, isInvalid, onChange, resetKey }: RichTextEditorProps) {
  const { t } = useTranslation('messages');
  // The editable element's attributes: its name, role, and the message and state the form gives it.
  const attributes = (extra: { describedBy?: string | undefined; isInvalid: boolean }): Record<string, string> => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'prose-content h-full overflow-y-auto px-4 py-3 outline-none',
    ...(extra.describedBy ? { 'aria-describedby': extra.describedBy } : {}),
    ...(extra.isInvalid ? { 'aria-invalid': 'true' } : {}),
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    editorProps: { attributes: attributes({ describedBy, isInvalid }) },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.getText()),
    immediatelyRender: true,
  });

  // Through the editor's options, not its view: the view exists only once EditorContent has
  // mounted it (reading it earlier throws), and options set before that apply when it mounts.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes({ describedBy, isInvalid }) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes follow these two inputs only
  }, [editor, describedBy, isInvalid]);

  useEffect(() => {
    if (editor && resetKey > 0) editor.commands.clearContent(true);
  }, [editor, resetKey]);

  return (
    <div className={`flex flex-col overflow-hidden rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand ${isInvalid ? 'border-red-800' : 'border-ink-muted/40'}`} style={{ height: EDITOR_HEIGHT_PX }} data-testid="message-editor">
      {editor && <Toolbar editor={editor} label={t('editor.toolbar')} />}
      <EditorContent editor={editor} className="min-h-0 flex-1 [&>div]:h-full" />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('messages');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-cream-dark bg-cream p-1.5">
      <Tool label={t('editor.bold')} isActive={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t('editor.italic')} isActive={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i className="font-serif">I</i>
      </Tool>
      <Tool label={t('editor.underline')} isActive={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </Tool>
      <Tool label={t('editor.strike')} isActive={state.strike} onClick={() => chain().toggleStrike().run()}>
        <s>S</s>
      </Tool>
      <Tool label={t('editor.heading')} isActive={state.heading} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H
      </Tool>
      <Tool label={t('editor.bulletList')} isActive={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <span aria-hidden="true">•</span>
      </Tool>
      <Tool label={t('editor.orderedList')} isActive={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <OrderedListIcon className="size-5" />
      </Tool>
      <Tool label={t('editor.quote')} isActive={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <span aria-hidden="true">“”</span>
      </Tool>
      <Tool label={t('editor.link')} isActive={state.link} onClick={setLink}>
        <LinkIcon className="size-5" />
      </Tool>
      <Tool label={t('editor.undo')} isDisabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon className="size-5" />
      </Tool>
      <Tool label={t('editor.redo')} isDisabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon className="size-5" />
      </Tool>
    </div>
  );
}

function Tool({ label, isActive, isDisabled, onClick, children }: { label: string; isActive?: boolean; isDisabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={isActive === undefined ? undefined : isActive}
      disabled={isDisabled}
      onClick={onClick}
      className={`inline-flex size-10 items-center justify-center rounded-lg text-sm text-ink hover:bg-sage-light disabled:opacity-40 ${isActive ? 'bg-sage-light font-semibold text-brand-dark' : ''}`}
    >
      {children}
    </button>
  );
}
