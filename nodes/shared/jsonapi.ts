import type { IDataObject } from 'n8n-workflow';

export const JSONAPI_VERSION = { version: '1.0' };

/** A JSON:API request document: `{ jsonapi: { version: '1.0' }, data }`. */
export function jsonApiDocument(data: IDataObject): IDataObject {
	return { jsonapi: JSONAPI_VERSION, data };
}

export interface JsonApiResource extends IDataObject {
	id: string;
	type: string;
	attributes?: IDataObject;
	relationships?: Record<string, { data?: { id?: string; type?: string } | null }>;
	links?: Record<string, { href?: string } | undefined>;
}

/**
 * A resource flattened for the next node: id, type, the attributes at the top, the schema
 * extension as extensionType/extensionVersion/extensionData, each related id as `<name>Id`, and
 * the web link.
 */
export function simplifyResource(resource: JsonApiResource): IDataObject {
	const { extension, ...attributes } = (resource.attributes ?? {}) as IDataObject & {
		extension?: { type?: string; version?: string; data?: IDataObject };
	};
	const simple: IDataObject = { id: resource.id, type: resource.type, ...attributes };
	if (extension) {
		simple.extensionType = extension.type;
		simple.extensionVersion = extension.version;
		if (extension.data && Object.keys(extension.data).length) simple.extensionData = extension.data;
	}
	for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
		const id = relationship?.data?.id;
		if (id) simple[`${name}Id`] = id;
	}
	const webView = resource.links?.webView?.href;
	if (webView) simple.webViewUrl = webView;
	return simple;
}
