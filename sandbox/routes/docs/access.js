'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const { requireProject } = require('../data/access');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An error of the Docs API as the sandbox answers it: `{ errors: [{ status, code, title, detail }] }`,
 * the fields of the per-document errors of versions:batch-get. The reference pages give no error
 * body for the whole request; this shape is the sandbox's choice (docs/service-decisions.md).
 */
function docsError(status, code, title, detail) {
	const error = new HttpError(status, title, detail, code);
	error.response = json(status, { errors: [{ status: String(status), code, title, detail }] });
	return error;
}

const badInput = (detail) => docsError(400, 'ERR_BAD_INPUT', 'Bad Request', detail);

/**
 * Authenticates a call and finds its project: the token's scopes, the project id as a UUID without
 * the Data Management `b.` prefix (the reference pages: "remove the b. prefix"), a BIM 360 or
 * Construction Cloud project the caller is a member of. User context is optional: a two-legged
 * token without x-user-id acts as the app, which sees every folder.
 */
function docsCall(ctx, request, scopes) {
	const caller = ctx.tokens.authenticate(request, scopes);
	const { projectId } = request.params;
	if (!UUID.test(projectId)) {
		const hint = projectId.startsWith('b.')
			? " Remove the 'b.' prefix of the Data Management project id."
			: '';
		throw badInput(`project_id must be a UUID; got '${projectId}'.${hint}`);
	}
	const data = ctx.state.data;
	const id = `b.${projectId.toLowerCase()}`;
	if (!data.projects.has(id))
		throw docsError(404, 'ERR_NOT_FOUND', 'Not Found', `Project ${projectId} does not exist.`);
	try {
		return { caller, project: requireProject(data, caller, id), data, docs: ctx.state.docs };
	} catch (error) {
		throw asDocsError(error);
	}
}

/** A data-module refusal (403 no permission, 404 missing) in this API's error shape. */
function asDocsError(error) {
	if (!(error instanceof HttpError) || error.response) return error;
	const code = { 403: 'ERR_FORBIDDEN', 404: 'ERR_NOT_FOUND' }[error.status] ?? 'ERR_BAD_INPUT';
	return docsError(error.status, code, error.title, error.detail);
}

/** Runs a data-module check, answering its refusal in this API's error shape. */
function checked(check) {
	try {
		return check();
	} catch (error) {
		throw asDocsError(error);
	}
}

module.exports = { docsError, badInput, docsCall, checked };
