// What sqlite-wasm-rs's "SAH pool" VFS needs of the Origin Private File System, step by
// step, in a dedicated worker as the web build's store runs: the steps that worked, and
// the first that failed with its error.
(async () => {
  const steps = [];
  const step = async (name, run) => { const v = await run(); steps.push(name); return v; };
  try {
    const root = await step("navigator.storage.getDirectory()", () => navigator.storage.getDirectory());
    const dir = await step("getDirectoryHandle(create)", () => root.getDirectoryHandle("probe", { create: true }));
    const file = await step("getFileHandle(create)", () => dir.getFileHandle("probe.bin", { create: true }));
    await step("getFile()", () => file.getFile());
    await step("createWritable()", async () => { const w = await file.createWritable(); await w.write(new Uint8Array([1, 2, 3])); await w.close(); });
    const handle = await step("createSyncAccessHandle()", () => file.createSyncAccessHandle());
    await step("write, flush, getSize, close", () => { handle.write(new Uint8Array([4, 5]), { at: 0 }); handle.flush(); handle.getSize(); handle.close(); });
    postMessage(`works: ${steps.join("; ")}`);
  } catch (e) {
    postMessage(`works: ${steps.join("; ") || "nothing"} | fails: ${e && e.name}: ${e && e.message}`);
  }
})();
