// Which built files the service worker precaches (ADR 0053): everything a learner's app can load,
// not the teachers' and support's screens (the studio, the admin console) — a family's phone
// should not download them. Read from Vite's manifest (build.manifest): a file is left out when
// no path from the entry reaches it without passing through a teacher-only route module.

/** Route modules only teachers and support open: what they alone import is theirs. */
export const TEACHER_ONLY = /^src\/(app\/routes|features|locales)\/(studio|admin)\//;

/**
 * The output files (JS, CSS, assets) only reachable through teacher-only modules. `manifest` is
 * Vite's `.vite/manifest.json`: keys are sources or `_name` chunks, each with `file`, `imports`,
 * `dynamicImports`, `css`, `assets`, and `isEntry` for the entry.
 */
export function teacherOnlyFiles(manifest) {
  const filesOf = (chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];
  const reached = new Set();
  const queue = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  while (queue.length > 0) {
    const key = queue.pop();
    if (reached.has(key) || TEACHER_ONLY.test(key) || !manifest[key]) continue;
    reached.add(key);
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  const learnerFiles = new Set([...reached].flatMap((key) => filesOf(manifest[key])));
  return new Set(
    Object.values(manifest)
      .flatMap(filesOf)
      .filter((file) => !learnerFiles.has(file)),
  );
}
