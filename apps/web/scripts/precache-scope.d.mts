export declare const TEACHER_ONLY: RegExp;

/** Vite's manifest (`.vite/manifest.json`), as far as the precache scope reads it. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export declare function teacherOnlyFiles(manifest: Record<string, ViteManifestChunk>): Set<string>;
