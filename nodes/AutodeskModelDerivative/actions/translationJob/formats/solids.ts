import type { INodeProperties } from 'n8n-workflow';

/** Neutral CAD exports: STL, STEP and IGES. */

const toleranceOption: INodeProperties = {
	displayName: 'Tolerance',
	name: 'tolerance',
	type: 'number',
	default: 0.001,
	typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 6 },
	description: 'Export tolerance, between 0 and 1 (default 0.001)',
};

export const stlOptionsProperty: INodeProperties = {
	displayName: 'STL Options',
	name: 'stlOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show: { type: ['stl'] } },
	options: [
		{
			displayName: 'Export Color',
			name: 'exportColor',
			type: 'boolean',
			default: true,
			description: 'Whether to export color (on by default)',
		},
		{
			displayName: 'File Structure',
			name: 'exportFileStructure',
			type: 'options',
			default: 'single',
			options: [
				{
					name: 'Single (Default)',
					value: 'single',
					description: 'One file for the whole assembly',
				},
				{ name: 'Multiple', value: 'multiple', description: 'One file per object' },
			],
		},
		{
			displayName: 'STL Format',
			name: 'format',
			type: 'options',
			default: 'binary',
			options: [
				{ name: 'Binary (Default)', value: 'binary' },
				{ name: 'ASCII', value: 'ascii' },
			],
		},
	],
};

export const stepOptionsProperty: INodeProperties = {
	displayName: 'STEP Options',
	name: 'stepOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show: { type: ['step'] } },
	options: [
		{
			displayName: 'Application Protocol',
			name: 'applicationProtocol',
			type: 'options',
			default: '214',
			options: [
				{ name: 'AP 203', value: '203', description: 'Configuration controlled design' },
				{
					name: 'AP 214 (Default)',
					value: '214',
					description: 'Core data for automotive mechanical design',
				},
				{ name: 'AP 242', value: '242', description: 'Managed model-based 3D engineering' },
			],
		},
		toleranceOption,
	],
};

export const igesOptionsProperty: INodeProperties = {
	displayName: 'IGES Options',
	name: 'igesOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show: { type: ['iges'] } },
	options: [
		{
			displayName: 'Sheet Type',
			name: 'sheetType',
			type: 'options',
			default: 'surface',
			description: 'How sheet bodies are exported',
			options: [
				{ name: 'Open', value: 'open' },
				{ name: 'Shell', value: 'shell' },
				{ name: 'Surface (Default)', value: 'surface' },
				{ name: 'Wireframe', value: 'wireframe' },
			],
		},
		{
			displayName: 'Solid Type',
			name: 'solidType',
			type: 'options',
			default: 'solid',
			description: 'How solid bodies are exported',
			options: [
				{ name: 'Solid (Default)', value: 'solid' },
				{ name: 'Surface', value: 'surface' },
				{ name: 'Wireframe', value: 'wireframe' },
			],
		},
		{
			displayName: 'Surface Type',
			name: 'surfaceType',
			type: 'options',
			default: 'bounded',
			options: [
				{ name: 'Bounded (Default)', value: 'bounded' },
				{ name: 'Trimmed', value: 'trimmed' },
				{ name: 'Wireframe', value: 'wireframe' },
			],
		},
		toleranceOption,
	],
};
