import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type Preloadable<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<void>;
  /** True once its code is here: it then renders without suspending. */
  isLoaded(): boolean;
};

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
  // A failed fetch (a lost connection, a server slow under load) is not kept: the next call tries
  // again, so a control whose code did not come the first time still opens (D57).
  const preload = () => {
    loading ??= load().then(
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
