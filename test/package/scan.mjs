/**
 * Runs the static analysis of n8n's community-package scanner (@n8n/scan-community-package, what
 * `npx @n8n/scan-community-package <package>` runs on a published version) on local folders, as
 * its two legs do: `source` lints a source checkout's package.json, nodes and credentials;
 * `tarball` lints an unpacked tarball's JavaScript and package.json.
 * `node test/package/scan.mjs source <dir> tarball <dir> ...` prints one result per folder as JSON.
 */
import { analyzePackage, SOURCE_FILE_PATTERNS } from '@n8n/scan-community-package/scanner/scanner.mjs';

const PATTERNS = { source: SOURCE_FILE_PATTERNS, tarball: ['**/*.js', 'package.json'] };

const args = process.argv.slice(2);
const results = [];
for (let i = 0; i < args.length; i += 2) {
	const [leg, dir] = [args[i], args[i + 1]];
	if (!PATTERNS[leg]) throw new Error(`unknown leg ${leg}: source or tarball`);
	const { passed, message, details } = await analyzePackage(dir, PATTERNS[leg]);
	results.push({ leg, dir, passed, message, details });
}
process.stdout.write(JSON.stringify(results));
