// D30: after `vite build`, every text asset gets a brotli (quality 11) and a gzip (level 9)
// copy beside it, which the server sends by content negotiation (@fastify/static's
// preCompressed), so no request pays for compressing a file that never changes. Small ones too:
// a file without a copy would be compressed per request instead.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(process.argv[2] ?? "dist");
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

let count = 0;
for (const file of files(ROOT).filter((file) => TEXT.test(file))) {
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} assets (brotli and gzip) in ${path.relative(process.cwd(), ROOT) || "."}`);
