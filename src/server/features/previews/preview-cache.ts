/**
 * Generated previews kept in memory (docs/decisions/026). An image is named by a hash of what
 * it shows (its ETag), so an approved edit, a renamed author or a new design makes a new name
 * and the old one ages out; nothing needs clearing, on this server or any other. The newest
 * PREVIEW_CACHE_SIZE images are kept (least recently used go first), and a render asked for
 * again while it runs is shared.
 */
import { createHash } from "node:crypto";
import type { PreviewCard } from "./preview-card.ts";

export const PREVIEW_CACHE_SIZE = 200;
/** Raised when the card's drawing changes, so every ETag changes with it. */
const DESIGN_VERSION = 1;

/** A strong ETag for the image of `card` as drawn under `siteName`. */
export function previewEtag(card: PreviewCard, siteName: string): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([DESIGN_VERSION, siteName, card]))
    .digest("base64url");
  return `"${hash.slice(0, 27)}"`;
}

/**
 * A short name of what the image shows, for the `?v=` of a page's og:image: chat apps that keep
 * images by address fetch the new one once it changes (a tick, a new player).
 */
export function previewVersion(card: PreviewCard, siteName: string): string {
  return previewEtag(card, siteName).slice(1, 12);
}

export class PreviewCache {
  private images = new Map<string, Buffer>();
  private rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly size = PREVIEW_CACHE_SIZE) {}

  get count(): number {
    return this.images.size;
  }

  async get(etag: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.images.get(etag);
    if (kept) {
      // Map keeps insertion order: put back at the end, the most recently used.
      this.images.delete(etag);
      this.images.set(etag, kept);
      return kept;
    }
    const running = this.rendering.get(etag);
    if (running) return running;
    const render_ = render()
      .then((image) => {
        this.images.set(etag, image);
        while (this.images.size > this.size) {
          const oldest = this.images.keys().next().value;
          if (oldest === undefined) break;
          this.images.delete(oldest);
        }
        return image;
      })
      .finally(() => this.rendering.delete(etag));
    this.rendering.set(etag, render_);
    return render_;
  }
}
