import { type ComponentType, Suspense, useState } from "react";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";

/**
 * A dialog whose code loads the first time it opens, not with the page: pages arrive rendered
 * (D29) and most visits open none, so their JavaScript stays small (issue 12). Once opened it
 * stays mounted, so closing it returns focus as usual. The service worker keeps the code for
 * offline play (D31). A failed request for it is made again (lazyWithPreload, D57).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazyWithPreload(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
