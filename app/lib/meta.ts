import { site } from "~/site.config";

/** Title and description tags every page carries. */
export function pageMeta(title: string | undefined, description?: string) {
  return [
    { title: title ? `${title} — ${site.title}` : site.title },
    { name: "description", content: description ?? site.tagline },
  ];
}
