// Types of chunk-groups.mjs for vite.config.ts.

/** A module's static imports, by id. */
export type ImportsOf = (id: string) => readonly string[];

export declare const groupRoots: {
  signIn: string[];
  entry: string[];
  shell: string[];
  shellTexts: string[];
};

export declare function isContractPhoneModule(id: string): boolean;

export declare function isContractCoreModule(id: string): boolean;

export declare function staticClosure(
  roots: readonly string[],
  importsOf: ImportsOf,
  stop?: (id: string) => boolean,
): Set<string>;

export declare function chunkGroups(graph: {
  entries: readonly string[];
  roots: Record<keyof typeof groupRoots, readonly string[]>;
  importsOf: ImportsOf;
}): { entry: Set<string>; shell: Set<string> };
