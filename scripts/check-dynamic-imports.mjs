// What dependency-cruiser (.dependency-cruiser.cjs) cannot see, refused here so no import slips
// past the walls (decisions/043): an import() whose target is computed, an import.meta.glob or a
// new URL(…, import.meta.url) that leaves its file's folder, and an alias whose tail climbs
// (`#shared/../server/x.ts`). Run by `npm run lint`; with file arguments it reads only those.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The computed import()s there are, and why: each loads a file the build wrote, not a source file. */
const COMPUTED_IMPORTS_ALLOWED = {
  "src/server/plugins/web-app.ts": "the renderer in dist-ssr (decision 017)",
  "src/web/start-on-use.ts": "the app's built entry, named by the page (decision 023)",
  "src/server/i18n/server-words.test.ts":
    "every module of src/shared, so each declares its words (decision 061)",
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const isPlainString = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

const isImportMeta = (node) =>
  ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword && node.name.text === "meta";

/** `import.meta.url` */
const isImportMetaUrl = (node) =>
  ts.isPropertyAccessExpression(node) && isImportMeta(node.expression) && node.name.text === "url";

/** `import.meta.glob(…)` (Vite) */
const isImportMetaGlob = (node) =>
  ts.isPropertyAccessExpression(node.expression) &&
  isImportMeta(node.expression.expression) &&
  node.expression.name.text.startsWith("glob");

/** A path written relative to its file that stays in the file's folder: `./x`, `./a/b`, never `..`. */
const staysInFolder = (text) => /^\.\//.test(text) && !text.split("/").includes("..");

/** `#shared/../server/x.ts`: the alias names one side, the tail another. */
const aliasClimbs = (text) =>
  text.startsWith("#") && text.split("/").some((part) => part === ".." || part === ".");

/** Each breach in one file, as { rule, line, text, why }. */
export function breachesIn(file, text) {
  const relative = path.relative(process.cwd(), file).split(path.sep).join("/");
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const breaches = [];
  const breach = (rule, node, why) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    breaches.push({ rule, file: relative, line: line + 1, text: node.getText(source), why });
  };
  const visit = (node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isExternalModuleReference(node)
          ? node.expression
          : ts.isCallExpression(node) &&
              (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
                (ts.isIdentifier(node.expression) && node.expression.text === "require"))
            ? node.arguments[0]
            : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
              ? node.argument.literal
              : undefined;
    if (specifier && isPlainString(specifier) && aliasClimbs(specifier.text)) {
      breach(
        "alias-tail-climbs",
        node,
        "an alias's tail may not leave its folder; name the other folder's alias",
      );
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (!(argument && isPlainString(argument)) && !(relative in COMPUTED_IMPORTS_ALLOWED)) {
        breach("computed-import", node, "import() of a computed path cannot be checked against the walls");
      }
    }
    if (ts.isCallExpression(node) && isImportMetaGlob(node)) {
      const [patterns] = node.arguments;
      const literals = patterns && ts.isArrayLiteralExpression(patterns) ? patterns.elements : [patterns];
      if (
        !literals.every((item) => item && isPlainString(item) && staysInFolder(item.text.replace(/^!/, "")))
      ) {
        breach("import-meta-glob", node, "import.meta.glob may reach only its own folder ('./…')");
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "URL") {
      const [target, base] = node.arguments ?? [];
      if (base && isImportMetaUrl(base) && !(isPlainString(target) && staysInFolder(target.text))) {
        breach(
          "new-url-import-meta",
          node,
          "new URL(…, import.meta.url) may reach only its own folder ('./…')",
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return breaches;
}

const isMain = import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? "")).href;
if (isMain) {
  const named = process.argv.slice(2);
  const files = named.length > 0 ? named : sourceFiles("src");
  const breaches = files.flatMap((file) => breachesIn(file, readFileSync(file, "utf8")));
  for (const { rule, file, line, text, why } of breaches) {
    console.error(`  error ${rule}: ${file}:${line} ${text} (${why})`);
  }
  if (breaches.length > 0) {
    console.error(
      `\nx ${breaches.length} import(s) the walls cannot check (scripts/check-dynamic-imports.mjs).`,
    );
    process.exit(1);
  }
  console.log(`✔ no computed or out-of-folder imports (${files.length} files read)`);
}
