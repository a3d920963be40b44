import { english } from "./i18n/message.ts";
/**
 * The sign-in providers (D55), in the order the sign-in page offers them: every Minecraft:
 * Java Edition player has a Microsoft account, and their servers talk on Discord.
 */
export const SIGN_IN_PROVIDERS = ["microsoft", "discord", "google"] as const;

export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<SignInProvider, string> = {
  microsoft: "Microsoft",
  discord: "Discord",
  google: "Google",
};

export function isSignInProvider(value: unknown): value is SignInProvider {
  return typeof value === "string" && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** The given providers in the sign-in page's order. */
export function inProviderOrder(providers: readonly SignInProvider[]): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((provider) => providers.includes(provider));
}

/** Words for each refusal of linking and unlinking, by code, shared by the server and the settings page. */
export const CONNECTION_MESSAGES = {
  identityTaken: (name: string) =>
    english(
      "validation.identityTaken",
      `This ${name} account is already connected to another account here. Sign in with it to use that account, or delete that account first.`,
      { provider: name },
    ),
  alreadyConnected: (name: string) =>
    english("validation.alreadyConnected", `Your account is already connected to ${name}.`, {
      provider: name,
    }),
  lastConnection: english(
    "validation.lastConnection",
    "This is the only way you sign in. Connect another account before you remove this one.",
  ),
  notConnected: (name: string) =>
    english("validation.notConnected", `Your account is not connected to ${name}.`, { provider: name }),
  notConfigured: (name: string) =>
    english("validation.providerNotConfigured", `Sign-in with ${name} is not available on this site.`, {
      provider: name,
    }),
  linkExpired: english(
    "shared.linkExpired",
    "Connecting took too long or was started in another tab. Please try again.",
  ),
  linkFailed: english("shared.linkFailed", "Connecting failed. Please try again."),
  linkCancelled: english("shared.linkCancelled", "Connecting was cancelled. Your account is unchanged."),
  linked: (name: string) =>
    english("shared.linked", `Connected ${name}. You can now sign in with it.`, { provider: name }),
  unlinked: (name: string) =>
    english("shared.unlinked", `Removed ${name}. You can no longer sign in with it.`, { provider: name }),
} as const;
