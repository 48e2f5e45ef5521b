import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from './host.strings.js';
import { ERROR_ATTR, PROBLEM_KEY } from './hydration.js';

/** What put a widget in its error state: an attribute, its render, or a service the page config lacks. */
export type WidgetFailure = 'attribute' | 'render' | 'config';

/**
 * Puts `host` in its error state for `failure` and keeps the console `message` that named the
 * cause on it, for `window.mck.diagnostics()`.
 */
export function markFailed(host: Element, failure: WidgetFailure, message: string): void {
  host.setAttribute(ERROR_ATTR, failure);
  (host as unknown as Record<symbol, string>)[PROBLEM_KEY] = message;
}

/** The documented error state every widget falls back to: one short message, nothing else. */
export function WidgetError({ tag }: { tag: string }) {
  return (
    <div className="mck-error" part="error" data-mck-widget-error={tag}>
      {t('Common_ErrorModule')}
    </div>
  );
}

interface BoundaryProps {
  tag: string;
  host: HTMLElement;
  /** Changes when the attributes change, giving a failed widget another chance. */
  resetKey: string;
  children: ReactNode;
}

/**
 * One per widget root: a render error shows this widget's error state and names the tag on the
 * console; the rest of the page keeps working.
 */
export class WidgetErrorBoundary extends Component<BoundaryProps, { failedKey: string | null }> {
  override state = { failedKey: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedKey: string | null }> {
    return { failedKey: '\u0000pending' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    const message = `[${this.props.tag}] failed to render: ${error.message}`;
    markFailed(this.props.host, 'render', message);
    console.error(message, info.componentStack ?? '');
  }

  override componentDidUpdate(prev: BoundaryProps): void {
    if (this.state.failedKey !== null && prev.resetKey !== this.props.resetKey) {
      this.props.host.removeAttribute(ERROR_ATTR);
      this.setState({ failedKey: null });
    }
  }

  override render() {
    return this.state.failedKey !== null ? <WidgetError tag={this.props.tag} /> : this.props.children;
  }
}
