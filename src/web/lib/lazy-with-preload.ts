import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type Preloadable<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<void>;
  /** True once its code is here: it then renders without suspending. */
  isLoaded(): boolean;
};

/**
 * Code loaded on use (decisions 014, 015): a request that failed (a lost connection, a server slow
 * under load) is made again, up to three in all, a second apart, so that a press waiting for the
 * code is not lost to one failed request (D57, issue 35).
 */
const retried = <M>(load: () => Promise<M>, tries = 3): Promise<M> =>
  load().catch((error: unknown) =>
    --tries
      ? new Promise((wait) => setTimeout(wait, 1_000)).then(() => retried(load, tries))
      : Promise.reject(error),
  );

/**
 * React.lazy that can be loaded ahead: once `preload()` has finished, the component renders at
 * once instead of suspending. The browser preloads the page it is about to hydrate (main.tsx),
 * so a server-rendered page hydrates in one pass and answers clicks as soon as it shows (D29).
 */
export function lazyWithPreload<P = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // A failed request is made again (retried); one that failed still is not kept: the next use
  // tries again, so a control whose code did not come still opens (D57).
  const preload = () => {
    loading ??= retried(load).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // A thenable that answers at once: React.lazy then renders without suspending.
  const Component = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves synchronously
          then: (resolve: (module: { default: ComponentType<P> }) => void) =>
            resolve(loaded as { default: ComponentType<P> }),
        } as Promise<{ default: ComponentType<P> }>)
      : preload(),
  );
  return Object.assign(Component, {
    preload: () => preload().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}
