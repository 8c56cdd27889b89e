import { useTranslation } from 'react-i18next';
import { RichTextEditor, type RichTextEditorProps } from '../../../shared/ui/rich-text-editor';
import { editorLabels, editorTools } from '../../../shared/ui/rich-text-toolbar';

/** The message editor's height (accounts §9): 500 px. */
export const messageEditorHeightPx = 500;

type MessageEditorProps = Pick<RichTextEditorProps, 'id' | 'labelId' | 'describedBy' | 'isInvalid' | 'value' | 'onChange'>;

/**
 * Compose's rich-text message (accounts §2.10): the shared editor writing what the server's
 * message allow-list keeps (paragraphs, headings, bold, italic, underline, strikethrough, lists,
 * quotes and links), every tool a picture named in the member's language, 500 px high.
 */
export function MessageEditor(props: MessageEditorProps) {
  const { t } = useTranslation('messages');
  const labels = editorLabels((key) => t(`editor.${key}`));
  return <RichTextEditor {...props} writes="message" tools={editorTools} labels={labels} toolLook="pictures" heightPx={messageEditorHeightPx} testId="message-editor" />;
}
