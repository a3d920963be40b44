import { z } from "zod";
import { ERROR_STATUS } from "../errors.ts";

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(
        Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]],
      ),
      message: z.string(),
    }),
  })
  .meta({ id: "Error" });
