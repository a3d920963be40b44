import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * D30: HTML and JSON over 1 KB leave compressed, brotli when the client takes it, else gzip;
 * a client that accepts neither gets plain bytes. Per request, brotli at quality 4: about
 * gzip's cost for a smaller answer (11, right for assets compressed once at build time, would
 * cost milliseconds on every request). Built assets each have their .br and .gz copy
 * (scripts/compress-assets.mjs), which @fastify/static sends as they are. Request bodies are never decompressed: nobody needs to send one
 * compressed, and a small compressed body could unpack past the body limit.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
