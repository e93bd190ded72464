// Docusaurus's @docusaurus/Translate and translate(). This site builds its one language from the
// text as written, so a message is its own translation: the default message with its values.
import type { ReactNode } from "react";
import { interpolate, type InterpolateValues } from "~/lib/theme/interpolate";

export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? "", values));
}

export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  return <>{interpolate(children ?? id ?? "", values)}</>;
}
