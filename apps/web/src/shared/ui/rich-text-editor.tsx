import { useEffect, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { registerLazyTexts } from '../i18n/lazy-texts';
import en from './i18n/rich-text.en.json';
import fr from './i18n/rich-text.fr.json';
import { editorLabels, RichTextToolbar, type EditorLabels, type EditorTool, type ToolLook } from './rich-text-toolbar';

// The editor's texts travel with the chunks that use it, not in the shop's first download.
registerLazyTexts('richText', { en, fr });

/**
 * What the editor writes, after the allow-list the server applies to it
 * (@upline/contract/html-policy): rich content (pages, articles, product tabs; headings at level
 * 3) or a member's message (headings 2 and 3, no code, no rule, links typed as text become links).
 */
const writers = {
  content: {
    headingLevel: 3,
    extensions: () => [StarterKit.configure({ link: { openOnClick: false, protocols: ['https', 'mailto'] } })],
  },
  message: {
    headingLevel: 2,
    extensions: () => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
  },
} as const;

/** The staff forms' toolbar: bold, italic, heading, bullets and numbers. */
export const contentTools: readonly EditorTool[] = ['bold', 'italic', 'heading', 'bulletList', 'orderedList'];

export interface RichTextEditorProps {
  /** The element that names the editor (aria-labelledby). */
  labelId: string;
  /** The HTML shown; a new value from outside (a form reset) replaces the text without an onChange. */
  value: string;
  /** Called on every change with the HTML ('' when the editor is empty) and the plain text. */
  onChange: (html: string, text: string) => void;
  writes?: keyof typeof writers;
  tools?: readonly EditorTool[];
  /** The toolbar's texts; by default the editor's own (the richText namespace). */
  labels?: EditorLabels;
  toolLook?: ToolLook;
  /** A fixed height, the text scrolling inside; without it the editor grows with its text. */
  heightPx?: number;
  id?: string;
  describedBy?: string;
  isInvalid?: boolean;
  lang?: string;
  testId?: string;
}

/**
 * The shop's one rich-text editor (Tiptap), for the staff's content forms and the members'
 * Compose. It writes HTML; the server sanitises it again before it is stored, whatever the
 * browser sent.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { labelId, value, onChange, writes = 'content', tools = contentTools, toolLook = 'words', heightPx, id, describedBy, isInvalid = false, lang, testId } = props;
  const writer = writers[writes];
  const defaultLabels = useDefaultLabels();
  // Made once: the editor reads its extensions when it is created.
  const [extensions] = useState(writer.extensions);
  // The editable element's attributes: its name, role, and the message, state and language the form gives it.
  const attributes = (): Record<string, string> => ({
    ...(id ? { id } : {}),
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: `prose-content outline-none ${heightPx ? 'h-full overflow-y-auto px-4 py-3' : 'min-h-32 px-3 py-2'}`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    ...(lang ? { lang } : {}),
  });
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.getText()),
  });

  // Through the editor's options, not its view: the view exists only once EditorContent has
  // mounted it (reading it earlier throws), and options set before that apply when it mounts.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes follow these inputs only
  }, [editor, id, labelId, describedBy, isInvalid, lang, heightPx]);

  // A form reset (another product loaded, a message sent) replaces the text without echoing it back.
  // An editor made during a render that was not committed in time is destroyed and replaced: skip it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={`flex flex-col overflow-hidden rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand ${isInvalid ? 'border-red-800' : 'border-ink-muted/40'}`}
      style={heightPx ? { height: heightPx } : undefined}
      data-testid={testId}
    >
      {editor && <RichTextToolbar editor={editor} tools={tools} labels={props.labels ?? defaultLabels} look={toolLook} headingLevel={writer.headingLevel} />}
      <EditorContent editor={editor} className={heightPx ? 'min-h-0 flex-1 [&>div]:h-full' : undefined} />
    </div>
  );
}

/** The editor's own toolbar texts, in the interface's language. */
function useDefaultLabels(): EditorLabels {
  const { t } = useTranslation('richText');
  return editorLabels((key) => t(key));
}
