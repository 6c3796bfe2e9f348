const path = require('node:path');
const { src, dest } = require('gulp');

/**
 * Copies what tsc does not emit: node and credential icons, the codex (.node.json) files and the
 * output schemas (nodes/AutodeskAps/__schema__/).
 */
function buildAssets() {
	return src(['nodes/**/*.{png,svg,node.json}', 'nodes/**/__schema__/**/*.json', 'credentials/**/*.{png,svg}', 'icons/**/*.{png,svg}'], {
		base: path.resolve(__dirname),
		encoding: false,
	}).pipe(dest(path.resolve(__dirname, 'dist')));
}

exports['build:assets'] = buildAssets;
