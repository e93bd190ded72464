// Preloaded into a build (NODE_OPTIONS=--require, which reaches its worker threads too) to make the
// file system fail under one path the way a real fault does: tests run as root, for whom chmod 000
// stops nothing, and a full disk or a read-only mount cannot be made without privileges.
// PALAVER_FS_FAULT = JSON `{ "code": "EACCES", "under": "/abs/path", "on": "read" | "write" }`:
// every read (or write) of a path starting with `under` (or of exactly `at`) fails with `code`, as
// Node's own errors do. `only`: the names of the functions that fail (e.g. ["writeFileSync"]).
const fs = require("node:fs");
const fault = JSON.parse(process.env.PALAVER_FS_FAULT ?? "null");
if (fault) {
  const messages = { EACCES: "permission denied", EROFS: "read-only file system", ENOSPC: "no space left on device" };
  const hits = (target) => {
    if (typeof target !== "string" && !(target instanceof URL)) return false;
    const file = target instanceof URL ? target.pathname : target;
    return fault.at ? file === fault.at : file.startsWith(fault.under);
  };
  const failure = (syscall, target) =>
    Object.assign(new Error(`${fault.code}: ${messages[fault.code] ?? "injected fault"}, ${syscall} '${target}'`), { errno: -1, code: fault.code, syscall, path: String(target) });
  const writes = (flags) => typeof flags === "string" && /[wa+]/.test(flags);
  const guard = (name, isWrite, pick = (args) => args[0]) => {
    for (const [owner, key, kind] of [[fs, name, "sync"], [fs, name.replace(/Sync$/, ""), "callback"], [fs.promises, name.replace(/Sync$/, ""), "promise"]]) {
      const original = owner[key];
      if (typeof original !== "function" || (kind !== "sync" && key === name)) continue;
      owner[key] = function (...args) {
        const target = pick(args);
        if (hits(target) && (fault.on === "write") === isWrite(args) && (!fault.only || fault.only.includes(key))) {
          const error = failure(key, target);
          if (kind === "sync") throw error;
          if (kind === "promise") return Promise.reject(error);
          const callback = args.findLast((arg) => typeof arg === "function");
          return process.nextTick(callback, error);
        }
        return original.apply(this, args);
      };
    }
  };
  const read = () => false;
  const write = () => true;
  guard("readFileSync", read);
  guard("readdirSync", read);
  guard("opendirSync", read);
  guard("openSync", (args) => writes(args[1] ?? "r"));
  guard("writeFileSync", write);
  guard("appendFileSync", write);
  guard("mkdirSync", write);
  guard("copyFileSync", write, (args) => args[1]);
  guard("linkSync", write, (args) => args[1]);
  guard("symlinkSync", write, (args) => args[1]);
  guard("renameSync", write, (args) => (hits(args[1]) ? args[1] : args[0]));
  guard("cpSync", write, (args) => args[1]);
}
