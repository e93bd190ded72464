// Slow or metered connections download nothing beyond what the current page needs.

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

export function isSlowConnection(): boolean {
  const c = connection();
  return Boolean(c && (c.saveData || c.effectiveType === "2g" || c.effectiveType === "slow-2g"));
}

export function onConnectionChange(listener: () => void): void {
  connection()?.addEventListener("change", listener);
}
