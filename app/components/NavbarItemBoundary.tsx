import { Component, type ReactNode } from "react";

/** Keeps one misconfigured navbar item from taking the page down; says which item failed. */
export class NavbarItemBoundary extends Component<{ config: unknown; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <span className="navbar-item-error" role="alert">
        A theme navbar item failed to render.
        <code>{JSON.stringify(this.props.config)}</code>
      </span>
    );
  }
}
