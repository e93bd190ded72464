// Docusaurus's message interpolation (@docusaurus/Interpolate, Translate): `{name}` placeholders
// replaced by values. A placeholder without a value is left as written, as Docusaurus does.
import { Fragment, createElement, isValidElement, type ReactNode } from "react";

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text with its placeholders filled: a string when every value used is one, else React nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  let onlyText = true;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const [placeholder, name] = match;
    parts.push(text.slice(last, match.index));
    const value = Object.hasOwn(values, name) ? values[name] : placeholder;
    if (isValidElement(value) || (typeof value === "object" && value !== null)) onlyText = false;
    parts.push(value);
    last = match.index + placeholder.length;
  }
  parts.push(text.slice(last));
  const asText = (part: ReactNode) => (part === null || part === undefined || typeof part === "boolean" ? "" : String(part));
  if (onlyText) return parts.map(asText).join("");
  // Neighbouring text joined: one text node each, as the message was written.
  const merged: ReactNode[] = [];
  for (const part of parts) {
    const isText = typeof part === "string" || typeof part === "number";
    if (isText && typeof merged[merged.length - 1] === "string") merged[merged.length - 1] += asText(part);
    else merged.push(isText ? asText(part) : part);
  }
  return merged.map((part, index) => createElement(Fragment, { key: index }, part));
}
