import { Caption1 } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly failed: boolean;
}

/**
 * The process bar sits in every screen's footer: if it fails, it says so in its own place instead of taking
 * the whole shell down with it.
 */
export class FooterBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The process bar failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <Caption1 role="status">The process bar is not available.</Caption1>
    ) : (
      this.props.children
    );
  }
}
