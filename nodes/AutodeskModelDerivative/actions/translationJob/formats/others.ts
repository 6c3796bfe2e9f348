import type { INodeProperties } from 'n8n-workflow';

/** Thumbnails, and the DWG and IFC exports that take an export setting saved in the document. */

const SIZES = [
	{ name: '100 Pixels', value: 100 },
	{ name: '200 Pixels', value: 200 },
	{ name: '400 Pixels', value: 400 },
];

export const thumbnailOptionsProperty: INodeProperties = {
	displayName: 'Thumbnail Options',
	name: 'thumbnailOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show: { type: ['thumbnail'] } },
	options: [
		{ displayName: 'Height', name: 'height', type: 'options', default: 200, options: SIZES },
		{ displayName: 'Width', name: 'width', type: 'options', default: 200, options: SIZES },
	],
};

function exportSettingProperty(type: 'dwg' | 'ifc'): INodeProperties {
	const rvtNote =
		type === 'dwg'
			? 'With RVT input only the selected 2D views are translated; with none selected, all sheet views are.'
			: 'With RVT input all model elements are translated, whether or not a 3D view exists.';
	const fallback =
		type === 'dwg'
			? "the document's active setting is used, else the default export settings"
			: 'the default settings are used';
	return {
		displayName: `${type.toUpperCase()} Options`,
		name: `${type}Options`,
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show: { type: [type] } },
		options: [
			{
				displayName: 'Export Setting Name',
				name: 'exportSettingName',
				type: 'string',
				default: '',
				description: `Name of a ${type.toUpperCase()} export setting saved in the document. If it is missing or invalid, ${fallback}. ${rvtNote}`,
			},
		],
	};
}

export const dwgOptionsProperty = exportSettingProperty('dwg');
export const ifcOptionsProperty = exportSettingProperty('ifc');
