import { createElement, type Ref } from 'react';
import { useEditorMode } from '../../core/host/editor.js';
import { t as hostText } from '../../core/host/host.strings.js';

interface RailHeadingProps {
  level: number;
  /** The CMS's text. */
  text: string;
  /** The form type's default from the dictionary, for visitors when the CMS left the field empty. */
  fallback: string;
  /** The field's name in the editor's placeholder. */
  field: string;
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The rail's heading: the CMS's text; when empty, a placeholder in editor mode (the editor sees the
 * field is empty) and the dictionary default for visitors. Focusable by script (tabindex -1): the
 * rail moves focus here when its content changes under the reader's hands.
 */
export function RailHeading({ level, text, fallback, field, id, headingRef }: RailHeadingProps) {
  const editing = useEditorMode();
  const content = text.trim() ? text
    : editing ? <span className="mck-placeholder" part="placeholder">{hostText('Editor_EmptyField', { name: field })}</span>
      : fallback;
  return createElement(`h${level}`, { id, ref: headingRef, tabIndex: -1, className: 'heading', part: 'heading' }, content);
}
