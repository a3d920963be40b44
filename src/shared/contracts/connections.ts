import { z } from "zod";
import { SIGN_IN_PROVIDERS } from "../sign-in-providers.ts";

export const signInProviderSchema = z
  .enum(SIGN_IN_PROVIDERS)
  .describe("A sign-in provider (D55): `microsoft`, `discord` or `google`");

/** GET /api/me/connections, and the answer of unlinking: the providers the account signs in with. */
export const connectionsSchema = z
  .object({
    items: z.array(
      z.object({
        provider: signInProviderSchema,
        connectedAt: z.string().describe("When it was connected (ISO 8601)"),
      }),
    ),
  })
  .meta({ id: "Connections" });
export type Connections = z.infer<typeof connectionsSchema>;

export const providerParamsSchema = z.object({ provider: signInProviderSchema });

/** POST /auth/link: where the browser goes next, the provider's own sign-in page. */
export const linkStartSchema = z
  .object({ location: z.string().describe("The provider's authorization URL; open it in the browser") })
  .meta({ id: "LinkStart" });
export type LinkStart = z.infer<typeof linkStartSchema>;
