import { site } from "~/site.config";

export interface OfflineSettings {
  /** The whole site is saved without asking while its gzip size is below this; none: the build's default (scripts/lib/offline-plan.mjs). */
  autoSaveBudgetBytes: number | undefined;
}

export function offlineSettings(): OfflineSettings {
  return { autoSaveBudgetBytes: site.offline?.autoSaveBudgetBytes };
}
