import { Children, cloneElement, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from "react";

// TEMP: a minimal stand-in until the theme branch's Tabs is merged (same props, Docusaurus's API).
type Item = ReactElement<{ value: string; label?: string; default?: boolean; hidden?: boolean }>;

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

export default function Tabs({ groupId, values, defaultValue, children }: { groupId?: string; values?: { value: string; label?: string }[]; defaultValue?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(isValidElement) as Item[];
  const options = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const initial = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? options[0]?.value;
  const [selected, setSelected] = useState(initial);
  useEffect(() => {
    if (!groupId) return;
    const stored = localStorage.getItem(storageKey(groupId));
    if (stored && options.some((option) => option.value === stored)) setSelected(stored);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && options.some((option) => option.value === detail.value)) setSelected(detail.value);
    };
    window.addEventListener("tabs-group-change", onChange);
    return () => window.removeEventListener("tabs-group-change", onChange);
  }, [groupId]); // eslint-disable-line react-hooks/exhaustive-deps
  const select = (value: string) => {
    setSelected(value);
    if (!groupId) return;
    localStorage.setItem(storageKey(groupId), value);
    window.dispatchEvent(new CustomEvent("tabs-group-change", { detail: { groupId, value } }));
  };
  return (
    <div className="tabs-container">
      <div role="tablist" className="tabs">
        {options.map((option) => (
          <button key={option.value} type="button" role="tab" aria-selected={selected === option.value} onClick={() => select(option.value)}>
            {option.label ?? option.value}
          </button>
        ))}
      </div>
      {items.map((item) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected }))}
    </div>
  );
}
