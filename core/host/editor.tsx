import { useSignals } from '@preact/signals-react/runtime';
import { createElement, type ReactNode } from 'react';
import { configSignal, getConfig } from '../page/config.js';
import { t } from './host.strings.js';

/** Page-editing mode (A§6, E§1): read reactively so a widget re-renders if it changes. */
export function useEditorMode(): boolean {
  useSignals();
  return (configSignal.value ?? getConfig())?.editorMode === true;
}

interface EditorFieldProps {
  /** Field name shown in the placeholder, e.g. "Title". */
  name: string;
  value: ReactNode;
  /** Element to render the value in. */
  as?: keyof HTMLElementTagNameMap;
  className?: string;
  part?: string;
  id?: string;
}

const isEmpty = (value: ReactNode) => value == null || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * A field that renders its value, or, when empty, nothing for visitors and a placeholder for
 * editors (E§1: "fields render even when empty … and show placeholders for empty fields").
 */
export function EditorField({ name, value, as = 'span', className, part, id }: EditorFieldProps) {
  const editing = useEditorMode();
  if (!isEmpty(value)) return createElement(as, { className, part, id }, value);
  if (!editing) return null;
  return createElement(as, { className, part, id },
    <span className="mck-placeholder" part="placeholder">{t('Editor_EmptyField', { name })}</span>);
}
