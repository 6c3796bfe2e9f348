import type { IDataObject } from 'n8n-workflow';

import { InputRuleError, SERVICE_WOULD_REFUSE } from '../../../shared/inputRules';
import { checkJsonObject, jsonBytes, show } from '../../../shared/jsonField';
import { isWorkflowId, WORKFLOW_ID_RULE } from '../../../shared/workflowId';
import type { DerivativeTarget } from '../derivativeRegion';
import { derivativeTarget } from '../derivativeRegion';
import { sourceOf } from '../sourceDesign';
import type { SourceUrn } from '../../../framework/urn';
import type { OutputType } from './formats';
import { OUTPUT_TYPES } from './formats';
import { FORMAT_RULES, VIEWS } from './translationFormats';
import {
	knownSourceType,
	OUTPUT_TYPE_LABELS,
	producibleFrom,
	unproducible,
} from './translationSources';
import { checkGeometryExtraction, memberValue } from './translationValues';

/**
 * Translation jobs (POST .../designdata/job): the request built from the node's fields, with every
 * rule of the job's members (as autodesk-platform-services/aps-sdk-openapi,
 * modelderivative/modelderivative.yaml, gives them) checked first, so that the service is never
 * sent a job it would refuse for a reason known in advance.
 */

export const MAX_WORKFLOW_ATTRIBUTE_BYTES = 1024;

/** The fields of the Create operation, as the node reads them. */
export interface JobForm {
	source: unknown;
	region?: unknown;
	/** Entries of the Output Formats field: `type`, `views`, and the type's options collection. */
	formats: IDataObject[];
	options: IDataObject;
	/** The source file's name, when the node knows it (a file picked from a project). */
	sourceName?: string;
}

export interface TranslationJob {
	source: SourceUrn;
	body: IDataObject;
	headers: Record<string, string>;
	target: DerivativeTarget;
}

/** A broken rule of the job's fields: nothing is sent, as the service would refuse it. */
export class JobRuleError extends InputRuleError {
	constructor(field: string, rule: string) {
		super(field, rule, SERVICE_WOULD_REFUSE);
	}
}

/** The job to send; a JobRuleError names the field and the rule it breaks. */
export function buildTranslationJob(form: JobForm): TranslationJob {
	const source = sourceOf(form.source);
	const body: IDataObject = {
		input: inputOf(source.urn, form.options),
		output: outputOf(form.formats, form.options),
	};
	checkSourceType(form.sourceName, (body.output as IDataObject).formats as IDataObject[]);
	const misc = miscOf(form.options);
	if (misc) body.misc = misc;
	const target = derivativeTarget(form.region);
	return { source, body, target, headers: { ...target.headers, ...jobHeaders(form.options) } };
}

/** The output types must be ones the source's file type can give (the service answers 406). */
function checkSourceType(sourceName: string | undefined, formats: IDataObject[]): void {
	const sourceType = knownSourceType(sourceName);
	if (!sourceType) return;
	const refused = unproducible(
		sourceType,
		formats.map((format) => String(format.type)),
	);
	if (!refused.length) return;
	throw new JobRuleError(
		'Output Formats',
		`cannot hold ${refused.map((type) => OUTPUT_TYPE_LABELS[type] ?? type).join(', ')} for ${sourceName}: a .${sourceType} file can give ${producibleFrom(sourceType).join(', ')}`,
	);
}

function inputOf(urn: string, options: IDataObject): IDataObject {
	const input: IDataObject = { urn };
	const compressed = booleanOption(options.compressedUrn, 'Compressed Source (ZIP)');
	const checkReferences = booleanOption(options.checkReferences, 'Check References');
	const rootFilename =
		typeof options.rootFilename === 'string' ? options.rootFilename.trim() : options.rootFilename;
	if (rootFilename !== undefined && rootFilename !== '' && typeof rootFilename !== 'string') {
		throw new JobRuleError('Root Filename', `must be text; got ${show(rootFilename)}`);
	}
	if (compressed !== undefined) input.compressedUrn = compressed;
	if (compressed && !rootFilename) {
		throw new JobRuleError(
			'Root Filename',
			'is required when Compressed Source (ZIP) is on: give the file name of the top-level design inside the ZIP, such as "assembly.iam"',
		);
	}
	if (rootFilename) input.rootFilename = rootFilename;
	if (checkReferences !== undefined) input.checkReferences = checkReferences;
	return input;
}

function outputOf(entries: IDataObject[], options: IDataObject): IDataObject {
	if (!Array.isArray(entries) || !entries.length) {
		throw new JobRuleError(
			'Output Formats',
			'must hold at least one format: add one with "Add Output Format"',
		);
	}
	const output: IDataObject = {
		formats: entries.map((entry, index) => formatOf(entry, index + 1)),
	};
	const destination = options.destinationRegion;
	if (destination !== undefined && destination !== '') {
		if (destination !== 'us' && destination !== 'emea') {
			throw new JobRuleError(
				'Destination Region (Deprecated)',
				`must be us or emea; got ${show(destination)}`,
			);
		}
		output.destination = { region: destination };
	}
	return output;
}

function formatOf(entry: IDataObject, position: number): IDataObject {
	const type = typeof entry?.type === 'string' ? entry.type.trim().toLowerCase() : entry?.type;
	const where = `Output Format ${position}`;
	if (!(OUTPUT_TYPES as readonly unknown[]).includes(type)) {
		throw new JobRuleError(
			`${where} › Type`,
			`must be one of ${OUTPUT_TYPES.join(', ')}; got ${show(entry?.type)}`,
		);
	}
	const outputType = type as OutputType;
	const format: IDataObject = { type: outputType };
	const label = `${where} (${outputType.toUpperCase()})`;
	if (outputType === 'svf' || outputType === 'svf2') format.views = viewsOf(entry.views, label);
	const advanced = advancedOf(outputType, entry, label);
	if (Object.keys(advanced).length) format.advanced = advanced;
	return format;
}

function viewsOf(value: unknown, label: string): string[] {
	const views =
		typeof value === 'string'
			? value
					.split(',')
					.map((view) => view.trim())
					.filter(Boolean)
			: value;
	if (!Array.isArray(views) || !views.length) {
		throw new JobRuleError(
			`${label} › Views`,
			'is required for SVF and SVF2: choose 2D, 3D or both',
		);
	}
	const unknown = views.filter((view) => !VIEWS.includes(view));
	if (unknown.length)
		throw new JobRuleError(`${label} › Views`, `may hold only 2d and 3d; got ${show(unknown)}`);
	if (new Set(views).size !== views.length)
		throw new JobRuleError(`${label} › Views`, 'must not name a view twice');
	return views as string[];
}

function advancedOf(type: OutputType, entry: IDataObject, label: string): IDataObject {
	const rules = FORMAT_RULES[type];
	const chosen = rules.collection ? entry[rules.collection] : undefined;
	if (chosen === undefined || chosen === null || chosen === '') return {};
	if (typeof chosen !== 'object' || Array.isArray(chosen)) {
		throw new JobRuleError(`${label} › Options`, `must be an object; got ${show(chosen)}`);
	}
	const advanced: IDataObject = {};
	for (const member of rules.members) {
		const checked = memberValue(member.rule, (chosen as IDataObject)[member.param]);
		if (checked.problem !== undefined)
			throw new JobRuleError(`${label} › ${member.label}`, checked.problem);
		if (checked.value !== undefined) advanced[member.api] = checked.value as IDataObject[string];
	}
	if (type === 'obj') {
		const broken = checkGeometryExtraction(advanced);
		if (broken) throw new JobRuleError(`${label} › ${broken.field}`, broken.rule);
	}
	return advanced;
}

function miscOf(options: IDataObject): IDataObject | undefined {
	const misc: IDataObject = {};
	const workflow =
		typeof options.workflowId === 'string' ? options.workflowId.trim() : options.workflowId;
	if (workflow !== undefined && workflow !== '') {
		if (!isWorkflowId(workflow)) {
			throw new JobRuleError('Workflow ID', `${WORKFLOW_ID_RULE}; got ${show(workflow)}`);
		}
		misc.workflow = workflow;
	}
	const attribute = workflowAttributeOf(options.workflowAttribute);
	if (attribute && Object.keys(attribute).length) misc.workflowAttribute = attribute;
	return Object.keys(misc).length ? misc : undefined;
}

function workflowAttributeOf(value: unknown): IDataObject | undefined {
	const attribute = checkJsonObject(value);
	if (attribute.rule !== undefined) {
		throw new JobRuleError('Workflow Attribute', `${attribute.rule}; ${attribute.found}`);
	}
	const bytes = attribute.value ? jsonBytes(attribute.value) : 0;
	if (bytes >= MAX_WORKFLOW_ATTRIBUTE_BYTES) {
		throw new JobRuleError(
			'Workflow Attribute',
			`must be under 1 KB (1024 bytes) as JSON; it is ${bytes} bytes`,
		);
	}
	return attribute.value;
}

/** x-ads-force and x-ads-derivative-format, sent only when chosen. */
function jobHeaders(options: IDataObject): Record<string, string> {
	const headers: Record<string, string> = {};
	if (booleanOption(options.force, 'Force Translation')) headers['x-ads-force'] = 'true';
	const format = options.derivativeFormat;
	if (format !== undefined && format !== '') {
		if (format !== 'latest' && format !== 'fallback') {
			throw new JobRuleError('Object ID Format', `must be latest or fallback; got ${show(format)}`);
		}
		headers['x-ads-derivative-format'] = format;
	}
	return headers;
}

function booleanOption(value: unknown, field: string): boolean | undefined {
	const checked = memberValue({ kind: 'boolean' }, value);
	if (checked.problem !== undefined) throw new JobRuleError(field, checked.problem);
	return checked.value as boolean | undefined;
}
