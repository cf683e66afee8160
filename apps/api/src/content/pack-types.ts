import type { PackCourseFile, PackModule } from '@bolajon/contract';

// A loaded pack's shape: what load-pack.ts gives and the importer, the audio renderer and
// pack-audio.ts read. On its own, so that none of them imports the loader for a type.

export interface LoadedModule extends PackModule {
  /** The file this module was written in, relative to the pack folder. */
  file: string;
}

export interface LoadedCourse extends Omit<PackCourseFile, 'modules'> {
  /** The course file, relative to the pack folder. */
  file: string;
  modules: LoadedModule[];
}

export interface LoadedPack {
  dir: string;
  courses: LoadedCourse[];
  /** Resolve a media path written in `file` to its absolute location (paths are pack-relative). */
  media(file: string, relative: string): string;
  /** audio/manifest.json: `<voice>:<text>` → the rendered file, pack-relative (empty without one). */
  renderedAudio: ReadonlyMap<string, string>;
  /** The line (from 1) where the value at a path inside a pack file is written, when known. */
  lineOf(file: string, where: readonly (string | number)[]): number | undefined;
}
