import type { ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkIcon, OrderedListIcon, RedoIcon, UndoIcon } from './editor-icons';

/** Every button the rich-text toolbar can show; a caller lists the ones it wants, in its order. */
export const editorTools = ['bold', 'italic', 'underline', 'strike', 'heading', 'bulletList', 'orderedList', 'quote', 'link', 'undo', 'redo'] as const;
export type EditorTool = (typeof editorTools)[number];

/** The toolbar's name, each button's name and the link's question, in the caller's language. */
export type EditorLabels = Record<EditorTool | 'toolbar' | 'linkPrompt', string>;

/** Every label of the toolbar, each read by its key from the caller's translations. */
export function editorLabels(translate: (key: keyof EditorLabels) => string): EditorLabels {
  const keys: (keyof EditorLabels)[] = ['toolbar', ...editorTools, 'linkPrompt'];
  return Object.fromEntries(keys.map((key) => [key, translate(key)])) as EditorLabels;
}

/** Buttons show their names as words, or as pictures that carry the name for screen readers (aria-label, title). */
export type ToolLook = 'words' | 'pictures';

interface ToolRun {
  headingLevel: 2 | 3;
  linkPrompt: string;
}

interface ToolDefinition {
  picture: ReactNode;
  run: (editor: Editor, options: ToolRun) => void;
  /** Whether the button shows pressed; undo and redo have no such state. */
  isActive?: (editor: Editor, headingLevel: 2 | 3) => boolean;
  /** Whether the tool can act now (undo and redo need a history). */
  canRun?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

/** Asks for the link's address; an empty answer (or the bare scheme) removes the link. */
function editLink(editor: Editor, prompt: string) {
  const previous = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt(prompt, previous ?? 'https://');
  if (href === null) return;
  if (href.trim() === '' || href.trim() === 'https://') chain(editor).extendMarkRange('link').unsetLink().run();
  else chain(editor).extendMarkRange('link').setLink({ href: href.trim() }).run();
}

const tools: Record<EditorTool, ToolDefinition> = {
  bold: { picture: <b>B</b>, run: (e) => chain(e).toggleBold().run(), isActive: (e) => e.isActive('bold') },
  italic: { picture: <i className="font-serif">I</i>, run: (e) => chain(e).toggleItalic().run(), isActive: (e) => e.isActive('italic') },
  underline: { picture: <u>U</u>, run: (e) => chain(e).toggleUnderline().run(), isActive: (e) => e.isActive('underline') },
  strike: { picture: <s>S</s>, run: (e) => chain(e).toggleStrike().run(), isActive: (e) => e.isActive('strike') },
  heading: {
    picture: 'H',
    run: (e, { headingLevel }) => chain(e).toggleHeading({ level: headingLevel }).run(),
    isActive: (e, level) => e.isActive('heading', { level }),
  },
  bulletList: { picture: <span aria-hidden="true">•</span>, run: (e) => chain(e).toggleBulletList().run(), isActive: (e) => e.isActive('bulletList') },
  orderedList: { picture: <OrderedListIcon className="size-5" />, run: (e) => chain(e).toggleOrderedList().run(), isActive: (e) => e.isActive('orderedList') },
  quote: { picture: <span aria-hidden="true">“”</span>, run: (e) => chain(e).toggleBlockquote().run(), isActive: (e) => e.isActive('blockquote') },
  link: { picture: <LinkIcon className="size-5" />, run: (e, { linkPrompt }) => editLink(e, linkPrompt), isActive: (e) => e.isActive('link') },
  undo: { picture: <UndoIcon className="size-5" />, run: (e) => chain(e).undo().run(), canRun: (e) => e.can().undo() },
  redo: { picture: <RedoIcon className="size-5" />, run: (e) => chain(e).redo().run(), canRun: (e) => e.can().redo() },
};

const looks: Record<ToolLook, { size: string; active: string }> = {
  words: { size: 'min-h-9 px-2', active: 'bg-brand text-white' },
  pictures: { size: 'size-10 justify-center', active: 'bg-sage-light font-semibold text-brand-dark' },
};

interface ToolbarProps {
  editor: Editor;
  tools: readonly EditorTool[];
  labels: EditorLabels;
  look: ToolLook;
  headingLevel: 2 | 3;
}

/** The editor's toolbar: one button per tool, pressed while its format applies at the cursor. */
export function RichTextToolbar({ editor, tools: shown, labels, look, headingLevel }: ToolbarProps) {
  // Read on every transaction, so that the buttons follow the cursor and the history.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(shown.map((key) => [key, { isActive: tools[key].isActive?.(e, headingLevel), canRun: tools[key].canRun?.(e) ?? true }])) as Partial<
        Record<EditorTool, { isActive: boolean | undefined; canRun: boolean }>
      >,
  });
  const { size, active } = looks[look];
  return (
    <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap gap-1 border-b border-cream-dark bg-cream p-1.5">
      {shown.map((key) => {
        const isActive = state[key]?.isActive;
        const name = labels[key];
        return (
          <button
            key={key}
            type="button"
            {...(look === 'pictures' ? { title: name, 'aria-label': name } : {})}
            aria-pressed={isActive}
            disabled={state[key]?.canRun === false}
            onClick={() => tools[key].run(editor, { headingLevel, linkPrompt: labels.linkPrompt })}
            className={`inline-flex items-center rounded-lg text-sm disabled:opacity-40 ${size} ${isActive ? active : 'text-ink hover:bg-sage-light'}`}
          >
            {look === 'pictures' ? tools[key].picture : name}
          </button>
        );
      })}
    </div>
  );
}
