'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { call } = require('../support/sandbox');
const { derivativeFile } = require('../../sandbox/routes/derivative/files');

/**
 * Translation results in a real n8n: a design translated to OBJ and STEP, waited for, and both
 * files downloaded as binary data whose bytes are the sandbox's; ten designs with Wait for
 * Completion in one run wait side by side.
 */

const PART = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';
const JOB_MS = 3000;
const DESIGNS = 10;

const env = useE2e();
let credential;

beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode');
});

beforeEach(async () => {
	env.sandbox.ctx.log.clear();
	const settings = await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: JOB_MS } });
	expect(settings.status).toBe(200);
});

function expectSucceeded(result) {
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);
}

it('translates a part to OBJ and STEP, waits, and downloads both files with the sandbox\'s bytes', async () => {
	const result = await runWorkflow(env.n8n, 'translation-results', credential);
	expectSucceeded(result);
	const [finished] = result.output('Translate and Wait');
	expect(finished).toMatchObject({ status: 'success', urn: Buffer.from(PART).toString('base64url') });
	const files = result.output('Download Files');
	expect(files.map((file) => [file.fileName, file.outputType, file.mimeType])).toEqual([
		['bracket.obj', 'obj', 'model/obj'],
		['bracket.stp', 'step', 'model/step'],
	]);
	const binaries = result.runData['Download Files'][0].data.main[0].map((item) => item.binary.data);
	expect(binaries.map((binary) => [binary.fileName, binary.mimeType])).toEqual([
		['bracket.obj', 'model/obj'],
		['bracket.stp', 'model/step'],
	]);
	const bytes = result.output('File Bytes').map((item) => Buffer.from(item.base64, 'base64'));
	files.forEach((file, index) => {
		const expected = derivativeFile(file.derivativeUrn.split('/output/')[1]).bytes;
		expect(bytes[index].equals(expected)).toBe(true);
		expect(file.size).toBe(expected.length);
	});
	expect(bytes[1].toString('latin1').startsWith('ISO-10303-21;')).toBe(true);
	const cdn = env.sandbox.ctx.log.find({ path: /^\/cdn\// });
	expect(cdn.map((entry) => entry.status)).toEqual([200, 200]);
	expect(cdn.every((entry) => entry.headers.authorization === undefined && /CloudFront-Signature=/.test(entry.headers.cookie))).toBe(true);
});

it(`${DESIGNS} designs with Wait for Completion finish in about one job's time`, async () => {
	const result = await runWorkflow(env.n8n, 'translation-many', credential);
	expectSucceeded(result);
	const outputs = result.output('Translate All and Wait');
	expect(outputs.map((output) => output.status)).toEqual(Array(DESIGNS).fill('success'));
	const paired = result.runData['Translate All and Wait'][0].data.main[0].map((item) => item.pairedItem.item);
	expect(paired).toEqual([...Array(DESIGNS).keys()]);
	const jobs = env.sandbox.ctx.log.find({ method: 'POST', path: /\/designdata\/job$/ });
	const reads = env.sandbox.ctx.log.find({ method: 'GET', path: /\/manifest$/ });
	expect(jobs).toHaveLength(DESIGNS);
	const wall = Math.max(...reads.map((entry) => entry.time)) - Math.min(...jobs.map((entry) => entry.time));
	const ratio = wall / JOB_MS;
	console.log(`${DESIGNS} jobs of ${JOB_MS} ms with Wait for Completion in real n8n: ${ratio.toFixed(2)}x one job's time (one after the other: at least ${DESIGNS}x)`);
	// Side by side, in the order of the log: every job is sent before the first wait reads, and
	// every design is read once before the first design's wait ends.
	const entries = env.sandbox.ctx.log.entries;
	const lastJob = Math.max(...jobs.map((entry) => entries.indexOf(entry)));
	expect(lastJob).toBeLessThan(Math.min(...reads.map((entry) => entries.indexOf(entry))));
	const firstReads = new Map();
	reads.forEach((entry) => firstReads.has(entry.path) || firstReads.set(entry.path, entry));
	expect(firstReads.size).toBe(DESIGNS);
	const firstDesignEnd = reads.filter((entry) => entry.path === reads[0].path).at(-1);
	for (const first of firstReads.values()) {
		expect(entries.indexOf(first)).toBeLessThan(entries.indexOf(firstDesignEnd));
	}
});
