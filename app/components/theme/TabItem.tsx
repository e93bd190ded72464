// Docusaurus's @theme/TabItem: one panel of a <Tabs>. <Tabs> gives it its id, the id of the tab
// that names it and whether it is hidden; the rest are Docusaurus's props.
import type { ReactNode } from "react";

export interface TabItemProps {
  /** Text, or a number (`value={index}`), which is its text. */
  value: string | number;
  label?: ReactNode;
  /** Shown first when the <Tabs> has no defaultValue. */
  default?: boolean;
  /** Extra attributes of the tab (the button), as in Docusaurus. */
  attributes?: Record<string, unknown>;
  className?: string;
  hidden?: boolean;
  children?: ReactNode;
  /** Set by <Tabs>. */
  id?: string;
  "aria-labelledby"?: string;
}

export default function TabItem({ children, className, hidden, id, "aria-labelledby": labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className={className ? `tab-panel ${className}` : "tab-panel"}>
      {children}
    </div>
  );
}
