import type { Plugin } from "vite";

/**
 * V8 compiles a function the first time it is called, on the main thread. The first tap on a
 * page paid for compiling React's event dispatch and update paths then: 20–40 ms on a phone
 * profile (issue 24). Chromium (136 and later) compiles every function of a file that opens
 * with this comment eagerly, while the file streams in, off the main thread; other browsers
 * ignore it. Only the app's first file (React DOM, the router, the frame), which every tap runs.
 */
const HINT = "//# allFunctionsCalledOnLoad\n";

export function compileHints(chunkNames: string[]): Plugin {
  return {
    name: "checkcraft-compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunkNames.includes(chunk.name)) chunk.code = HINT + chunk.code;
      }
    },
  };
}
