import { useEffect, useState } from "react";
import { useT } from "#web/lib/i18n.tsx";

export type PreviewState = "none" | "loading" | "loaded" | "failed";

/**
 * Whether an address loads as an image in this browser, as the avatar will (no referrer,
 * D18). The server cannot ask on the person's behalf without fetching arbitrary addresses
 * itself, so the dialog checks before saving and shows what will be saved.
 */
export function useImagePreview(url: string | null): PreviewState {
  const [state, setState] = useState<{ url: string | null; value: PreviewState }>({
    url: null,
    value: "none",
  });
  useEffect(() => {
    if (url === null) return;
    let current = true;
    // Typing a long address should not ask for every prefix of it.
    const timer = setTimeout(() => {
      void loadsAsImage(url).then((ok) => current && setState({ url, value: ok ? "loaded" : "failed" }));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [url]);
  if (url === null) return "none";
  return state.url === url ? state.value : "loading";
}

/** True when the address loads as a picture within 10 s. */
export function loadsAsImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), 10_000);
    image.referrerPolicy = "no-referrer";
    image.onload = () => {
      clearTimeout(timer);
      resolve(image.naturalWidth > 0);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

const CAPTION: Record<PreviewState, string> = {
  none: "people.avatarPreviewNone",
  loading: "people.avatarPreviewLoading",
  loaded: "people.avatarPreviewLoaded",
  failed: "people.avatarPreviewFailed",
};

/** The image as it will look, or why there is none; announced politely as it changes. */
export function AvatarPreview({ url, state }: { url: string | null; state: PreviewState }) {
  const t = useT();
  return (
    <div className="flex items-center gap-4">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-sm bg-stone-200 ring-2 ring-stone-900/20 dark:bg-stone-800 dark:ring-stone-100/30">
        {url && state === "loaded" ? (
          <img
            src={url}
            alt=""
            width={96}
            height={96}
            referrerPolicy="no-referrer"
            className="size-24 object-cover [image-rendering:pixelated]"
          />
        ) : null}
      </div>
      <p
        role="status"
        className={`text-sm ${state === "failed" ? "font-semibold text-red-800 dark:text-red-300" : "text-stone-700 dark:text-stone-300"}`}
      >
        {t(CAPTION[state])}
      </p>
    </div>
  );
}
