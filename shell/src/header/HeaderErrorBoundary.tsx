import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_FAILURE_TEXT } from '../remotes/RemoteFallback';

/** Keeps a crash in the header inside the header: the fallback text and Retry (renders it again). */
export class HeaderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] the header crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <header className="sy-header">
        <a href="/" className="sy-header__brand">
          Switchyard
        </a>
        <span role="alert">{REMOTE_FAILURE_TEXT}</span>
        <button
          type="button"
          className="sy-header__menu-button"
          onClick={() => this.setState({ failed: false })}
        >
          Retry
        </button>
      </header>
    );
  }
}
