import type { SourceUrn } from '../../../framework/urn';

/** File names and types of the derivative files the operations give. */

/** A short name of the source design for file names: its file name without extension. */
export function designName(source: SourceUrn): string {
	const last = source.id.split(/[/:]/).pop() ?? '';
	const withoutVersion = last.replace(/\?version=\d+$/, '');
	const stem = withoutVersion.replace(/\.[^.]*$/, '') || withoutVersion;
	return stem.replace(/[^\w.-]+/g, '_') || 'design';
}

const MIME_TYPES: Record<string, string> = {
	dwg: 'image/vnd.dwg',
	fbx: 'application/octet-stream',
	ifc: 'application/x-step',
	iges: 'model/iges',
	igs: 'model/iges',
	mtl: 'model/mtl',
	obj: 'model/obj',
	png: 'image/png',
	step: 'model/step',
	stl: 'model/stl',
	stp: 'model/step',
	zip: 'application/zip',
};

/** The MIME type of a derivative file by its extension (the service sends octet-stream for all). */
export function mimeTypeOf(fileName: string, given?: string): string {
	const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
	return MIME_TYPES[extension] ?? given ?? 'application/octet-stream';
}
