'use strict';

const { solidPng } = require('./png');

/**
 * The bytes of a derivative file, true to its format and small: the content follows from the file
 * name (the last segment of the derivative URN), so the same URN always gives the same bytes.
 */

const MIME_TYPES = {
	obj: 'application/octet-stream',
	stp: 'application/octet-stream',
	step: 'application/octet-stream',
	stl: 'application/octet-stream',
	iges: 'application/octet-stream',
	igs: 'application/octet-stream',
	ifc: 'application/octet-stream',
	dwg: 'application/octet-stream',
	fbx: 'application/octet-stream',
	png: 'image/png',
	svf: 'application/autodesk-svf',
	svf2: 'application/autodesk-svf2',
	db: 'application/autodesk-db',
};

const extensionOf = (fileName) => (/\.([^.]+)$/.exec(fileName) || [])[1]?.toLowerCase() ?? '';
const stem = (fileName) => fileName.replace(/\.[^.]*$/, '') || 'model';

/** A unit cube as 8 vertices and 6 quads. */
function obj(name) {
	const vertices = [[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0], [0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]];
	const faces = [[1, 2, 3, 4], [5, 8, 7, 6], [1, 5, 6, 2], [2, 6, 7, 3], [3, 7, 8, 4], [5, 1, 4, 8]];
	return [`# ${name} exported by the APS sandbox`, `o ${stem(name)}`, ...vertices.map((v) => `v ${v.join(' ')}`), ...faces.map((f) => `f ${f.join(' ')}`), ''].join('\n');
}

function step(name, schema = "'AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'") {
	return [
		'ISO-10303-21;',
		'HEADER;',
		"FILE_DESCRIPTION(('APS sandbox derivative'),'2;1');",
		`FILE_NAME('${name}','2026-01-01T00:00:00',('sandbox'),('Autodesk'),'sandbox','Model Derivative sandbox','');`,
		`FILE_SCHEMA((${schema}));`,
		'ENDSEC;',
		'DATA;',
		"#1=CARTESIAN_POINT('origin',(0.,0.,0.));",
		"#2=DIRECTION('z',(0.,0.,1.));",
		"#3=DIRECTION('x',(1.,0.,0.));",
		"#4=AXIS2_PLACEMENT_3D('',#1,#2,#3);",
		'ENDSEC;',
		'END-ISO-10303-21;',
		'',
	].join('\n');
}

function ifc(name) {
	return step(name, "'IFC4'").replace("#1=CARTESIAN_POINT('origin',(0.,0.,0.));", "#1=IFCCARTESIANPOINT((0.,0.,0.));").replace(/#2=.*\n#3=.*\n#4=.*\n/, "#2=IFCPROJECT('0YvctVUKr0kugbFTf53O9L',$,'sandbox',$,$,$,$,$,$);\n");
}

function stl(name) {
	const facet = (normal, a, b, c) => [`  facet normal ${normal}`, '    outer loop', `      vertex ${a}`, `      vertex ${b}`, `      vertex ${c}`, '    endloop', '  endfacet'];
	return [`solid ${stem(name)}`, ...facet('0 0 1', '0 0 0', '1 0 0', '0 1 0'), ...facet('0 0 1', '1 0 0', '1 1 0', '0 1 0'), `endsolid ${stem(name)}`, ''].join('\n');
}

/** IGES: 80-column records, section letter in column 73, sequence number in 74-80. */
function iges(name) {
	const record = (text, section, index) => `${text.padEnd(72)}${section}${String(index).padStart(7)}`;
	const global = `1H,,1H;,${name.length}H${name},${name.length}H${name},7Hsandbox,3H1.0,32,38,6,308,15,,1.,2,2HMM,1,0.01,13H260101.000000,0.001,1000.,7Hsandbox,,11,0;`;
	const lines = [record('APS sandbox derivative', 'S', 1)];
	for (let i = 0; i * 72 < global.length; i += 1) lines.push(record(global.slice(i * 72, (i + 1) * 72), 'G', i + 1));
	const globalCount = lines.length - 1;
	lines.push(record('     116       1       0       0       0       0       0       000000000', 'D', 1));
	lines.push(record('     116       0       0       1       0                               0', 'D', 2));
	lines.push(record('116,0.,0.,0.;                                                   1', 'P', 1));
	lines.push(record(`S      1G${String(globalCount).padStart(7)}D      2P      1`, 'T', 1));
	return `${lines.join('\n')}\n`;
}

/** A DWG starts with its version string (AC1032: AutoCAD 2018). */
function dwg(name) {
	const body = Buffer.alloc(128);
	body.write('AC1032', 0, 'ascii');
	body.write(stem(name), 32, 'utf8');
	return body;
}

/** Binary FBX: the Kaydara magic, version 7400, then an empty node record. */
function fbx() {
	const header = Buffer.concat([Buffer.from('Kaydara FBX Binary  \0', 'binary'), Buffer.from([0x1a, 0x00])]);
	const version = Buffer.alloc(4);
	version.writeUInt32LE(7400);
	return Buffer.concat([header, version, Buffer.alloc(13)]);
}

/** A PNG whose size is in the name (`_200x200.png`), else 200 px. */
function png(name) {
	const [, width, height] = /_(\d+)x(\d+)\.png$/i.exec(name) || [null, '200', '200'];
	return solidPng(Number(width), Number(height));
}

const BUILDERS = {
	obj,
	stp: (name) => step(name),
	step: (name) => step(name),
	stl,
	iges,
	igs: iges,
	ifc,
	dwg,
	fbx,
	png,
	db: () => Buffer.concat([Buffer.from('SQLite format 3\0', 'binary'), Buffer.alloc(84)]),
	svf: (name) => Buffer.concat([Buffer.from('PK\x03\x04', 'binary'), Buffer.from(stem(name))]),
	svf2: (name) => Buffer.from(JSON.stringify({ name: stem(name), format: 'svf2' })),
};

/** { bytes, contentType } of the derivative file at `path` (the part after `/output/`). */
function derivativeFile(path) {
	const fileName = path.split('/').pop();
	const build = BUILDERS[extensionOf(fileName)];
	const content = build ? build(fileName) : Buffer.from(`sandbox derivative ${fileName}\n`);
	return { bytes: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), contentType: MIME_TYPES[extensionOf(fileName)] || 'application/octet-stream' };
}

module.exports = { derivativeFile };
