// Slow or metered connections download nothing beyond what the current page needs.
import { isSlow } from "./offline-plan";

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

export function isSlowConnection(): boolean {
  return isSlow(connection());
}

export function onConnectionChange(listener: () => void): void {
  connection()?.addEventListener("change", listener);
}
