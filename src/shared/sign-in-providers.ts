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
    `This ${name} account is already connected to another account here. Sign in with it to use that account, or delete that account first.`,
  alreadyConnected: (name: string) => `Your account is already connected to ${name}.`,
  lastConnection: "This is the only way you sign in. Connect another account before you remove this one.",
  notConnected: (name: string) => `Your account is not connected to ${name}.`,
  notConfigured: (name: string) => `Sign-in with ${name} is not available on this site.`,
  linkExpired: "Connecting took too long or was started in another tab. Please try again.",
  linkFailed: "Connecting failed. Please try again.",
  linkCancelled: "Connecting was cancelled. Your account is unchanged.",
  linked: (name: string) => `Connected ${name}. You can now sign in with it.`,
  unlinked: (name: string) => `Removed ${name}. You can no longer sign in with it.`,
} as const;
