const types = (list: string): string[] => list.split(' ');

const VIEWABLE = types(
	'3dm 3ds asm catpart catproduct dgn dwf dwg dxf f3d fbx iam ifc ipt jt max nwc nwd obj pdf prt rvt sldasm sldprt step stl stp vue zip',
);
const SOLIDS = types('f3d fbx iam ipt wire');

/**
 * Which source file types each output type can be made from (the service's
 * GET /modelderivative/v2/designdata/formats). A job asking for an output type its source's type
 * cannot give is answered 406.
 */
const SOURCE_TYPES: Record<string, string[]> = {
	svf: VIEWABLE,
	svf2: VIEWABLE,
	thumbnail: types(
		'3dm 3ds asm catpart catproduct dgn dwf dwg f3d fbx iam ifc ipt nwd rvt step stl stp zip',
	),
	stl: SOLIDS,
	step: SOLIDS,
	iges: SOLIDS,
	obj: types('asm f3d fbx iam ipt neu prt rvt sldasm sldprt step stp wire x_b x_t'),
	dwg: types('f2d f3d rvt'),
	fbx: types('f3d'),
	ifc: types('rvt'),
};

export const OUTPUT_TYPE_LABELS: Record<string, string> = {
	svf: 'SVF',
	svf2: 'SVF2',
	thumbnail: 'Thumbnail',
	stl: 'STL',
	step: 'STEP',
	iges: 'IGES',
	obj: 'OBJ',
	dwg: 'DWG',
	fbx: 'FBX',
	ifc: 'IFC',
};

/** The file type of a file name (its extension, lower case), if the service's table knows it. */
export function knownSourceType(fileName: string | undefined): string | undefined {
	const match = /\.([A-Za-z0-9_]+)$/.exec(String(fileName ?? '').trim());
	const type = match?.[1].toLowerCase();
	if (!type || type === 'zip') return undefined;
	return Object.values(SOURCE_TYPES).some((types) => types.includes(type)) ? type : undefined;
}

/** The output types a source of this file type can give, by their labels. */
export function producibleFrom(sourceType: string): string[] {
	return Object.entries(SOURCE_TYPES)
		.filter(([, types]) => types.includes(sourceType))
		.map(([output]) => OUTPUT_TYPE_LABELS[output] ?? output);
}

/** The chosen output types a source of this file type cannot give. */
export function unproducible(sourceType: string, outputTypes: string[]): string[] {
	return outputTypes.filter((output) => {
		const types = SOURCE_TYPES[output];
		return types !== undefined && !types.includes(sourceType);
	});
}
