import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they have thrown. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Keeps a throwing section from taking the page down. Reset it by changing its `key`. */
export class SectionErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Reported once by the root's onCaughtError; nothing more to do here.
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
