import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { queryClient } from "./query-client.ts";
import { hydrateFromPage } from "./query-hydration.ts";

// The data a server-rendered page was made from goes into the browser's cache before any page
// reads it, so the page hydrates with it and asks for nothing again (D29).
if (typeof document !== "undefined") hydrateFromPage(queryClient);

/** On the server, each page render brings a query client of its own. */
export const RenderQueryClient = createContext<QueryClient | null>(null);

/** Loaded with the pages that fetch data, so the landing page's first JavaScript stays small. */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
