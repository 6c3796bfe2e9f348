import type { IDataObject } from 'n8n-workflow';

/**
 * Reading a manifest (see actions/manifestRequest.ts for fetching it): whether a translation has
 * finished, its messages, and the compact form Simplify gives.
 */

export const FINISHED_STATUSES: string[] = ['success', 'failed', 'timeout'];

interface ManifestNode extends IDataObject {
	children?: ManifestNode[];
	messages?: IDataObject[];
}

/**
 * A compact manifest: the overall state, and per derivative its views (to pick a model view),
 * its files (with their URNs) and its messages.
 */
export function simplifyManifest(manifest: IDataObject): IDataObject {
	const derivatives = ((manifest.derivatives as ManifestNode[] | undefined) ?? []).map(
		(derivative) => {
			const views: IDataObject[] = [];
			const files: IDataObject[] = [];
			walk(derivative.children ?? [], (node) => {
				if (node.type === 'geometry') {
					views.push(
						compact({
							guid: node.guid,
							name: node.name,
							role: node.role,
							viewableId: node.viewableID,
						}),
					);
				}
				if (typeof node.urn === 'string') {
					files.push(compact({ role: node.role, mime: node.mime, urn: node.urn, guid: node.guid }));
				}
			});
			return compact({
				outputType: derivative.outputType,
				status: derivative.status,
				progress: derivative.progress,
				hasThumbnail: flag(derivative.hasThumbnail),
				views,
				files,
				messages: messagesOf([derivative]),
			});
		},
	);
	return compact({
		...designState(manifest),
		derivatives,
		messages: messagesOf([manifest as ManifestNode]),
	});
}

/** The design's URN, status, progress, region and whether it has a thumbnail. */
function designState(manifest: IDataObject): IDataObject {
	return {
		urn: manifest.urn,
		status: manifest.status,
		progress: manifest.progress,
		region: manifest.region,
		hasThumbnail: flag(manifest.hasThumbnail),
	};
}

/** Every message in a manifest tree, as "code: text", errors first, each once. */
export function manifestMessages(manifest: IDataObject): string[] {
	return messagesOf([manifest as ManifestNode]);
}

function messagesOf(roots: ManifestNode[]): string[] {
	const found: Array<{ error: boolean; text: string }> = [];
	const collect = (node: ManifestNode) => {
		for (const message of node.messages ?? []) {
			const words = Array.isArray(message.message) ? message.message.join(' ') : message.message;
			const text = [message.code, words].filter(Boolean).join(': ');
			if (text) found.push({ error: message.type === 'error', text });
		}
	};
	for (const root of roots) {
		collect(root);
		walk((root.derivatives as ManifestNode[] | undefined) ?? [], collect);
		walk(root.children ?? [], collect);
	}
	const ordered = [
		...found.filter((entry) => entry.error),
		...found.filter((entry) => !entry.error),
	];
	return [...new Set(ordered.map((entry) => entry.text))];
}

function walk(nodes: ManifestNode[], visit: (node: ManifestNode) => void): void {
	for (const node of nodes) {
		visit(node);
		walk(node.children ?? [], visit);
	}
}

function flag(value: unknown): boolean | undefined {
	if (value === undefined) return undefined;
	return value === true || value === 'true';
}

function compact(record: IDataObject): IDataObject {
	return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/**
 * A manifest (raw or simplified) as a tool call returns it: the design's status and progress,
 * each derivative's output type and status, and the first messages (why a translation failed).
 */
export function compactManifest(manifest: IDataObject): IDataObject {
	const derivatives = ((manifest.derivatives as IDataObject[] | undefined) ?? []).map(
		(derivative) =>
			compact({
				outputType: derivative.outputType,
				status: derivative.status,
				progress: derivative.progress,
			}),
	);
	const messages = Array.isArray(manifest.messages)
		? (manifest.messages as string[])
		: messagesOf([manifest as ManifestNode]);
	return compact({
		...designState(manifest),
		derivatives,
		messages: messages.length ? messages.slice(0, 3) : undefined,
	});
}
