import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead when the part fails; nothing unless told. */
  fallback?: ReactNode;
}

/**
 * A part of the shell that may fail alone, such as a chunk that cannot load while the browser is
 * offline: it gives way to its fallback, and the page around it, with its offline badge, stays.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the page could not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
