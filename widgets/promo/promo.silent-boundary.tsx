import { Component, type ReactNode } from 'react';
import meta from './meta.json';

/**
 * E§8: "Promo bar rendering errors render nothing." Around a promo bar this boundary catches the
 * error first: the bar renders nothing (no error state) and the console names the tag. The rest of
 * the page, and every other promo, keeps working.
 */
export class RendersNothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${meta.tag}] promo bar failed to render, so it renders nothing: ${error.message}`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
