import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, type ReactNode } from 'react';
import { getConfig } from '../page/config.js';
import { t } from './host.strings.js';

/** Elements that said why they show nothing, with what they said (each reason once per element). */
const saidNothing = new WeakMap<Element, string>();

/**
 * A hydrated widget that renders nothing for readers says why, once, on the console (editors see
 * the placeholders instead): `why` is null while it has something to show. Never silent: an empty
 * box is otherwise indistinguishable from a broken one.
 */
export function useNothingToShow(host: HTMLElement, why: string | null): void {
  useEffect(() => {
    if (!why || saidNothing.get(host) === why) return;
    saidNothing.set(host, why);
    console.warn(`[${host.localName}] nothing to show: ${why}`);
  }, [host, why]);
}

/** Page-editing mode (A§6, E§1): read reactively so a widget re-renders if it changes. */
export function useEditorMode(): boolean {
  useSignals();
  return getConfig()?.editorMode === true;
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
