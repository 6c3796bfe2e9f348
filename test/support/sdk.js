'use strict';

const { SdkManagerBuilder, ApsConfiguration } = require('@aps_sdk/autodesk-sdkmanager');
const { AuthenticationClient } = require('@aps_sdk/authentication');
const { CALLBACK, codeFor } = require('./oauthFlow');
const { modelErrors } = require('./sdkModels');

/**
 * Autodesk's official SDK set up as its users set it up, with one change: the base address is the
 * sandbox's instead of https://developer.api.autodesk.com.
 */

const CLIENT_ID = 'sandbox-client';
const CLIENT_SECRET = 'sandbox-secret';

/** An SdkManager whose every client calls the sandbox. */
function sdkManagerFor(sandbox) {
	const configuration = new ApsConfiguration({});
	configuration.BaseAddress = new URL(sandbox.url);
	return SdkManagerBuilder.create().addApsConfiguration(configuration).build();
}

/** A two-legged token from the SDK's AuthenticationClient. */
function twoLeggedToken(sandbox, scopes) {
	return new AuthenticationClient({ sdkManager: sdkManagerFor(sandbox) }).getTwoLeggedToken(
		CLIENT_ID,
		CLIENT_SECRET,
		scopes,
	);
}

/**
 * A three-legged token for `user` without a browser: the SDK's authorize address, its consent form
 * submitted as the user (test/support/oauthFlow.js), and the SDK's code exchange.
 */
async function threeLeggedToken(sandbox, scopes, { user = 'user-admin', nonce } = {}) {
	const authentication = new AuthenticationClient({ sdkManager: sdkManagerFor(sandbox) });
	const address = new URL(
		authentication.authorize(CLIENT_ID, 'code', CALLBACK, scopes, { state: 'conformance', nonce }),
	);
	if (address.origin !== sandbox.url)
		throw new Error(`The SDK's authorize address is ${address.origin}, not the sandbox`);
	const code = await codeFor(sandbox, Object.fromEntries(address.searchParams), { user });
	return authentication.getThreeLeggedToken(CLIENT_ID, code, CALLBACK, {
		clientSecret: CLIENT_SECRET,
	});
}

/**
 * Where an SDK model is stricter than its API's OpenAPI file (autodesk-platform-services/aps-sdk-openapi)
 * and the service: the error the check reports for that model, and why the sandbox answers as the
 * file says. Any other error is a failure.
 */
const MODEL_DEVIATIONS = [
	{
		model: 'Bucket',
		error: /^Bucket\.createdDate: expected a string, got number$/,
		why: "oss/oss.yaml types createdDate an integer (int64, a Unix time in ms); the SDK's Bucket says string",
	},
	{
		model: 'ItemTip',
		error: /^ItemTip\.links\.href: required by JsonApiLink, missing$/,
		why: "datamanagement/datamanagement.yaml's own ItemTip example has links.self.href, as every other answer; its schema and the SDK say links.href",
	},
	{
		model: 'Manifest',
		error:
			/^Manifest\.derivatives\[\d+\](\.children\[\d+\])+\.urn: required by ManifestResources, missing$/,
		why: 'modelderivative/modelderivative.yaml requires guid, type, role and status of a resource; a geometry or view node names no file, so has no urn',
	},
	{
		model: 'AttrDefinition',
		error:
			/^AttrDefinition\.results\[\d+\]\.dataType: "list" is not one of DataType \(text, paragraph, numeric\)$/,
		why: "construction/issues/Issues.yaml's dataType enum has list (a dropdown), text, paragraph and numeric; the SDK's DataType lacks list",
	},
];

/** The ways `value` breaks the SDK model, less the deviations listed for that model. */
function conformanceErrors(packageName, modelName, value) {
	const excused = MODEL_DEVIATIONS.filter((deviation) => deviation.model === modelName);
	return modelErrors(packageName, modelName, value).filter(
		(error) => !excused.some((deviation) => deviation.error.test(error)),
	);
}

/** Asserts that `value` is a `modelName` of `packageName` as the SDK declares it. */
function expectModel(packageName, modelName, value) {
	expect(conformanceErrors(packageName, modelName, value)).toEqual([]);
}

/**
 * The first `size` bytes of the stream OssClient.downloadObject answers. The SDK never ends that
 * stream (each part is piped in with `end: false`), so a reader stops at the object's size.
 */
function readDownload(stream, size) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let received = 0;
		stream.on('data', (chunk) => {
			chunks.push(chunk);
			received += chunk.length;
			if (received >= size) {
				stream.pause();
				resolve(Buffer.concat(chunks));
			}
		});
		stream.on('error', reject);
	});
}

module.exports = {
	CLIENT_ID,
	CLIENT_SECRET,
	MODEL_DEVIATIONS,
	conformanceErrors,
	expectModel,
	readDownload,
	sdkManagerFor,
	twoLeggedToken,
	threeLeggedToken,
};
