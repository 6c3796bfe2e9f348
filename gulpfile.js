const path = require('node:path');
const { src, dest } = require('gulp');

/** Copies what tsc does not emit: node and credential icons, and the codex (.node.json) files. */
function buildAssets() {
	return src(['nodes/**/*.{png,svg,node.json}', 'credentials/**/*.{png,svg}', 'icons/**/*.{png,svg}'], {
		base: path.resolve(__dirname),
		encoding: false,
	}).pipe(dest(path.resolve(__dirname, 'dist')));
}

exports['build:assets'] = buildAssets;
