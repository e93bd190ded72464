import type { ReactNode } from "react";

// TEMP: a minimal stand-in until the theme branch's TabItem is merged (same props, Docusaurus's API).
export default function TabItem({ children, hidden, value }: { value: string; label?: string; default?: boolean; hidden?: boolean; children?: ReactNode }) {
  return (
    <div role="tabpanel" id={`tabpanel-${value}`} hidden={hidden}>
      {children}
    </div>
  );
}
