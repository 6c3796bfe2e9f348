'use strict';

const { InputRuleError } = require('../../../../../nodes/shared/inputRules');
const { buildTranslationJob } = require('../../../../../nodes/AutodeskModelDerivative/actions/translationJob/translation');
const { derivativeTarget, EU_ENDPOINT, regionProperty } = require('../../../../../nodes/AutodeskModelDerivative/actions/derivativeRegion');
const { manifestLocation } = require('../../../../../nodes/AutodeskModelDerivative/actions/manifestRequest');
const { REGIONS } = require('../../../../../nodes/shared/regions');
const { FORMAT_RULES } = require('../../../../../nodes/AutodeskModelDerivative/actions/translationJob/translationFormats');
const { memberValue, integers, checkGeometryExtraction } = require('../../../../../nodes/AutodeskModelDerivative/actions/translationJob/translationValues');
const { encodeUrn } = require('../../../../../nodes/framework/urn');
const { outputFormatsProperty, OUTPUT_TYPES } = require('../../../../../nodes/AutodeskModelDerivative/actions/translationJob/formats');

const SOURCE = 'urn:adsk.objects:os.object:bucket/model.rvt';
const build = (form) => buildTranslationJob({ source: SOURCE, options: {}, formats: [{ type: 'svf2', views: ['3d'] }], ...form });

function refusal(form) {
	try {
		build(form);
	} catch (error) {
		return error;
	}
	throw new Error('the job was not refused');
}

describe('buildTranslationJob', () => {
	test('a whole job: input, formats, misc, headers and where it goes', () => {
		const job = build({
			region: 'AUS',
			formats: [
				{ type: 'svf', views: '2d, 3d', svfOptions: { conversionMethod: 'modern', switchLoader: 'true' } },
				{ type: 'thumbnail', thumbnailOptions: { width: '100', height: 400 } },
				{ type: 'step', stepOptions: { applicationProtocol: 203, tolerance: '0.25' } },
			],
			options: {
				compressedUrn: true,
				rootFilename: ' top.iam ',
				checkReferences: false,
				workflowId: 'wf-1',
				workflowAttribute: { a: 1 },
				force: true,
				derivativeFormat: 'latest',
				destinationRegion: 'us',
			},
		});
		expect(job.source).toEqual({ urn: encodeUrn(SOURCE), id: SOURCE, kind: 'objectId' });
		expect(job.body).toEqual({
			input: { urn: encodeUrn(SOURCE), compressedUrn: true, rootFilename: 'top.iam', checkReferences: false },
			output: {
				formats: [
					{ type: 'svf', views: ['2d', '3d'], advanced: { conversionMethod: 'modern', switchLoader: true } },
					{ type: 'thumbnail', advanced: { width: 100, height: 400 } },
					{ type: 'step', advanced: { applicationProtocol: '203', tolerance: 0.25 } },
				],
				destination: { region: 'us' },
			},
			misc: { workflow: 'wf-1', workflowAttribute: { a: 1 } },
		});
		expect(job.headers).toEqual({ region: 'AUS', 'x-ads-force': 'true', 'x-ads-derivative-format': 'latest' });
		expect(job.target).toEqual({ basePath: '/modelderivative/v2/designdata', headers: { region: 'AUS' }, label: 'AUS' });
	});

	test('options left empty send nothing', () => {
		const job = build({
			formats: [{ type: 'obj', objOptions: { unit: '', modelGuid: '  ', objectIds: '' } }, { type: 'dwg', dwgOptions: { exportSettingName: '' } }],
			options: { rootFilename: '', workflowId: '', workflowAttribute: '{}', force: false },
		});
		expect(job.body).toEqual({ input: { urn: encodeUrn(SOURCE) }, output: { formats: [{ type: 'obj' }, { type: 'dwg' }] } });
		expect(job.headers).toEqual({ region: 'US' });
	});

	test('a rule broken: an input rule error with the field and the rule (the router adds the item)', () => {
		const error = refusal({ formats: [{ type: 'svf2', views: ['3d'] }, { type: 'iges', igesOptions: { tolerance: 3 } }] });
		expect(error).toBeInstanceOf(InputRuleError);
		expect(error.field).toBe('Output Format 2 (IGES) › Tolerance');
		expect(error.message).toBe('Output Format 2 (IGES) › Tolerance must be a number between 0 and 1; got 3');
		expect(error.description).toMatch(/Nothing was sent/);
	});

	test.each([
		['objectIds -1 alone is the whole model', { modelGuid: 'g', objectIds: [-1] }, undefined],
		['objectIds 0 and up', { modelGuid: 'g', objectIds: '0,1,2' }, undefined],
		['-1 among others', { modelGuid: 'g', objectIds: [-1, 0] }, /Object IDs must be -1 alone/],
		['below -1', { modelGuid: 'g', objectIds: [-5] }, /Object IDs must be -1 alone/],
		['empty JSON list', { modelGuid: 'g', objectIds: '[]' }, /Object IDs must not be empty/],
	])('geometry extraction: %s', (_name, objOptions, problem) => {
		const form = { formats: [{ type: 'obj', objOptions }] };
		if (problem) expect(refusal(form).message).toMatch(problem);
		else expect(build(form).body.output.formats[0].advanced.modelGuid).toBe('g');
	});

	test('workflow rules: 36 characters pass, an attribute of 1023 bytes passes', () => {
		const attribute = { text: 'x'.repeat(1012) };
		expect(Buffer.byteLength(JSON.stringify(attribute))).toBe(1023);
		const job = build({ options: { workflowId: `${'a'.repeat(35)}-`, workflowAttribute: JSON.stringify(attribute) } });
		expect(job.body.misc.workflowAttribute).toEqual(attribute);
	});

	test('a type typed in capitals still counts', () => {
		expect(build({ formats: [{ type: 'STL' }] }).body.output.formats).toEqual([{ type: 'stl' }]);
	});
});

describe('derivativeTarget and manifestLocation', () => {
	test('each region is a header on the standard path; the EU endpoint is a path without one', () => {
		for (const region of REGIONS) {
			expect(derivativeTarget(region)).toEqual({ basePath: '/modelderivative/v2/designdata', headers: { region }, label: region });
		}
		expect(derivativeTarget('emea').headers).toEqual({ region: 'EMEA' });
		expect(derivativeTarget(undefined).headers).toEqual({ region: 'US' });
		expect(derivativeTarget(EU_ENDPOINT)).toEqual({ basePath: '/modelderivative/v2/regions/eu/designdata', headers: {}, label: 'EMEA (EU endpoint)' });
	});

	test('manifestLocation refuses a bad source or region with an input rule error', () => {
		expect(() => manifestLocation('nonsense', 'US')).toThrow(InputRuleError);
		expect(() => manifestLocation(SOURCE, 'MOON')).toThrow(/^Region must be one of/);
		expect(manifestLocation(SOURCE, 'JPN').target.label).toBe('JPN');
	});
});

describe('member rules', () => {
	test('values from expressions are taken in their plain form', () => {
		expect(memberValue({ kind: 'enum', values: [100, 200, 400] }, '200')).toEqual({ value: 200 });
		expect(memberValue({ kind: 'enum', values: ['203', '214'] }, 214)).toEqual({ value: '214' });
		expect(memberValue({ kind: 'boolean' }, 'false')).toEqual({ value: false });
		expect(memberValue({ kind: 'fraction' }, '0')).toEqual({ value: 0 });
		expect(memberValue({ kind: 'boolean' }, 'yes').problem).toMatch(/true or false/);
		expect(memberValue({ kind: 'enum', values: ['Classic', 'SystemPath'] }, 'classic').problem).toMatch(/one of Classic, SystemPath/);
	});

	test('integers: lists, comma-separated text, JSON text, a single number', () => {
		expect(integers([1, 2])).toEqual({ value: [1, 2] });
		expect(integers(' 3, 4 ,5')).toEqual({ value: [3, 4, 5] });
		expect(integers('[6, 7]')).toEqual({ value: [6, 7] });
		expect(integers(-1)).toEqual({ value: [-1] });
		expect(integers('1,,2').problem).toMatch(/whole numbers/);
		expect(integers('{"a":1}').problem).toMatch(/whole numbers/);
	});

	test('geometry extraction needs both members', () => {
		expect(checkGeometryExtraction({})).toBeUndefined();
		expect(checkGeometryExtraction({ modelGuid: 'g' }).field).toBe('Object IDs');
		expect(checkGeometryExtraction({ objectIds: [1] }).field).toBe('Model View ID');
	});
});

describe('the form and the rules agree', () => {
	const [{ values }] = outputFormatsProperty.options;
	const byName = new Map(values.map((property) => [property.name, property]));

	test('the Type dropdown offers exactly the ten output types', () => {
		expect(byName.get('type').options.map((option) => option.value).sort()).toEqual([...OUTPUT_TYPES].sort());
	});

	test.each(OUTPUT_TYPES.filter((type) => FORMAT_RULES[type].collection))('%s: its options, labels and allowed values', (type) => {
		const rules = FORMAT_RULES[type];
		const collection = byName.get(rules.collection);
		expect(collection.displayOptions.show.type).toContain(type);
		const fields = collection.options;
		expect(fields.map((field) => field.name).sort()).toEqual(rules.members.map((member) => member.param).sort());
		for (const member of rules.members) {
			const field = fields.find((candidate) => candidate.name === member.param);
			expect(field.displayName).toBe(member.label);
			if (member.rule.kind === 'enum') {
				const offered = field.options.map((option) => option.value).filter((value) => value !== '');
				expect(offered.sort()).toEqual([...member.rule.values].sort());
				if (field.default !== '') expect(member.rule.values).toContain(field.default);
			}
		}
	});

	test('every option a field shows is one the rules let through', () => {
		for (const type of OUTPUT_TYPES) {
			const rules = FORMAT_RULES[type];
			if (!rules.collection) continue;
			for (const field of byName.get(rules.collection).options) {
				const member = rules.members.find((candidate) => candidate.param === field.name);
				expect(memberValue(member.rule, field.default).problem).toBeUndefined();
			}
		}
	});

	test('the Region field offers every region and the EU endpoint', () => {
		expect(regionProperty.options.map((option) => option.value).sort()).toEqual([...REGIONS, EU_ENDPOINT].sort());
		expect(regionProperty.default).toBe('US');
	});
});

describe('source file types and the output types they can give', () => {
	const { knownSourceType, producibleFrom, unproducible } = require('../../../../../nodes/AutodeskModelDerivative/actions/translationJob/translationSources');
	const { FORMATS } = require('../../../../../sandbox/routes/derivative');

	test('the node\'s table is the sandbox\'s GET formats table', () => {
		const all = [...new Set(Object.values(FORMATS).flat())];
		for (const [output, sources] of Object.entries(FORMATS)) {
			for (const source of all) {
				expect([output, source, unproducible(source, [output])]).toEqual([output, source, sources.includes(source) ? [] : [output]]);
			}
		}
		expect(unproducible('rvt', ['step', 'stl', 'iges', 'fbx', 'ifc', 'svf2'])).toEqual(['step', 'stl', 'iges', 'fbx']);
	});

	test.each([
		['Tower.rvt', 'rvt'],
		['Bracket.F3D', 'f3d'],
		['archive.zip', undefined],
		['notes.txt', undefined],
		['no extension', undefined],
		[undefined, undefined],
	])('%s is of type %s', (name, type) => {
		expect(knownSourceType(name)).toBe(type);
	});

	test('a .rvt file can give', () => {
		expect(producibleFrom('rvt')).toEqual(['SVF', 'SVF2', 'Thumbnail', 'OBJ', 'DWG', 'IFC']);
	});
});
