import { withAccountPrefix } from '../../shared/hubIds';

export interface WebUrlIds {
	projectId?: string;
	folderId?: string;
	itemId?: string;
}

/**
 * The IDs in a web address of Autodesk Construction Cloud
 * (`https://acc.autodesk.com/docs/files/projects/<project>?folderUrn=<folder>&entityId=<item>`),
 * BIM 360 Docs (`https://docs.b360.autodesk.com/projects/<project>/folders/<folder>/detail`) or
 * a `links.webView` address of the API. Undefined when the text is not a URL.
 */
export function idsFromWebUrl(text: string): WebUrlIds | undefined {
	let url: URL;
	try {
		url = new URL(text.trim());
	} catch {
		return undefined;
	}
	const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
	const after = (name: string) => {
		const index = segments.indexOf(name);
		return index >= 0 ? segments[index + 1] : undefined;
	};
	const project = after('projects');
	const folder = url.searchParams.get('folderUrn') ?? after('folders');
	const item = url.searchParams.get('entityId') ?? after('items');
	return {
		projectId: project ? withAccountPrefix(project) : undefined,
		folderId: folder?.trim() || undefined,
		itemId: item?.trim() || undefined,
	};
}

function decodeSegment(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
