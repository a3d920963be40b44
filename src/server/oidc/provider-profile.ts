import type { SignInProvider } from "#shared/sign-in-providers.ts";

/** Who a sign-in provider says the person is: what the callback hands the accounts. */
export interface ProviderProfile {
  /** Google when not given: every account made before D55 signed in with it (or its local stand-in). */
  provider?: SignInProvider;
  issuer: string;
  subject: string;
  name?: string | null;
  email?: string | null;
  picture?: string | null;
}
