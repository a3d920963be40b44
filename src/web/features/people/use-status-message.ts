import { useEffect, useState } from "react";
import { STATUS_MESSAGE_MS } from "#shared/limits.ts";

export interface StatusMessage {
  text: string;
  tone: "success" | "error";
}

/** SPEC §4: nickname and avatar messages clear after 3000 ms. */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
